import type { Collection } from '@storefront/shared-contracts';
import { ALL_COLLECTION } from './collection-rules';
import type { CatalogRepository, CollectionRow } from './repository';

export function toCollection(row: CollectionRow): Collection {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    icon: row.icon,
    productCount: row.product_count,
  };
}

/** The 8 named collections with their product counts, in display order. */
export async function listCollections(repo: CatalogRepository): Promise<{ collections: Collection[] }> {
  return { collections: (await repo.collections()).map(toCollection) };
}

/** A named collection, or the virtual `all`; undefined when the slug is unknown. */
export async function findCollection(
  repo: CatalogRepository,
  slug: string,
): Promise<{ id: number | null; collection: Collection } | undefined> {
  if (slug === ALL_COLLECTION.slug) {
    return { id: null, collection: { ...ALL_COLLECTION, productCount: await repo.productCount() } };
  }
  const row = (await repo.collections()).find((c) => c.slug === slug);
  return row ? { id: row.id, collection: toCollection(row) } : undefined;
}
