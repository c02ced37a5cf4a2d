import { LISTING_PAGE_SIZE, type ListingResponse, type Storefront } from '@storefront/shared-contracts';
import { notFound } from '../../http/errors';
import { findCollection } from './list-collections';
import { type ListingQuery, filtersForSql } from './listing-query';
import { toCard } from './mappers';
import type { CatalogRepository } from './repository';

/** One page of a collection: filtered (OR within a filter, AND across), sorted, priced in the storefront currency. */
export async function listProducts(
  repo: CatalogRepository,
  storefront: Storefront,
  slug: string,
  query: ListingQuery,
): Promise<ListingResponse> {
  const found = await findCollection(repo, slug);
  if (!found) throw notFound(`Unknown collection '${slug}'.`);
  const { rows, total } = await repo.listing({
    currency: storefront.currency,
    collectionId: found.id,
    filters: filtersForSql(query.filters),
    sort: query.sort,
    dir: query.dir,
    limit: LISTING_PAGE_SIZE,
    offset: (query.page - 1) * LISTING_PAGE_SIZE,
  });
  const pageCount = Math.ceil(total / LISTING_PAGE_SIZE);
  if (query.page > Math.max(1, pageCount)) {
    throw notFound(
      `Page ${query.page} of '${slug}' does not exist; the listing has ${pageCount} page${pageCount === 1 ? '' : 's'}.`,
    );
  }
  return {
    collection: found.collection,
    items: rows.map((row) => toCard(row, storefront.currency)),
    total,
    page: query.page,
    pageSize: LISTING_PAGE_SIZE,
    pageCount,
    sort: query.sort,
    dir: query.dir,
    filters: Object.fromEntries(query.filters.map((f) => [f.definition.key, f.values])),
  };
}
