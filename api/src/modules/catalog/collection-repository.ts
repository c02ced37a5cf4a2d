import type { Queryable } from '../../db/database';

/**
 * Membership of the named collections (`COLLECTIONS` in collection-rules.ts, by id): an SQL condition over
 * `products p` each. A test requires one rule per collection.
 */
export const MEMBERSHIP_RULES: ReadonlyMap<number, string> = new Map([
  // high-thc: 20 % THC or more.
  [1, `p.thc_level = 'high'`],
  // high-yield: 500 g/m² indoors or 700 g per plant outdoors and up.
  [2, 'p.yield_indoor >= 500 OR p.yield_outdoor >= 700'],
  // fast-flowering: 60 days of flowering or less.
  [3, 'p.flowering_days_max <= 60'],
  // high-cbd: 8 % CBD or more.
  [4, `p.cbd_level = 'high'`],
  // easy-to-grow.
  [5, `p.difficulty = 'beginner'`],
  // newest-strains: released within a year of the latest release.
  [6, `p.released_on >= (SELECT max(released_on) FROM products) - 365`],
  // best-sellers: the 48 most ordered.
  [7, 'p.id IN (SELECT id FROM products ORDER BY sales_count DESC, id LIMIT 48)'],
  // landrace.
  [8, 'EXISTS (SELECT 1 FROM strains s WHERE s.id = p.strain_id AND s.is_landrace)'],
]);

/** Recomputes `collection_products` from the rules; run after catalogue changes. */
export async function refreshCollectionMembership(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM collection_products');
  for (const [collectionId, rule] of MEMBERSHIP_RULES) {
    await tx.query(
      `INSERT INTO collection_products (collection_id, product_id)
       SELECT $1, p.id FROM products p WHERE ${rule}`,
      [collectionId],
    );
  }
}
