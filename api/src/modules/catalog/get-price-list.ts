import type { PriceList, PriceListItem, Storefront } from '@storefront/shared-contracts';
import type { PriceListRepository, PriceListRow } from './price-list-repository';

/** Rows arrive sorted by product, then pack size: consecutive rows of one product become one item. */
function toItems(rows: PriceListRow[], currency: Storefront['currency']): PriceListItem[] {
  const items: PriceListItem[] = [];
  for (const row of rows) {
    let item = items.at(-1);
    if (item?.id !== row.product_id) {
      item = { id: row.product_id, slug: row.slug, name: row.name, floweringType: row.flowering_type, packs: [] };
      items.push(item);
    }
    item.packs.push({
      id: row.pack_id,
      seeds: row.seeds,
      freeSeeds: row.free_seeds,
      price: { amount: row.amount, currency },
    });
  }
  return items;
}

/** Every product with every pack in the storefront currency, by name; `nameFilter` keeps names that contain it. */
export async function getPriceList(
  repo: PriceListRepository,
  storefront: Storefront,
  nameFilter: string,
): Promise<PriceList> {
  const rows = await repo.rows(storefront.currency, nameFilter.toLowerCase());
  return { currency: storefront.currency, items: toItems(rows, storefront.currency) };
}
