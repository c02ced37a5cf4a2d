import type { Queryable } from '../../db/database';

export interface CollectionDefinition {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
  /** SQL condition over `products p` that decides membership. */
  rule: string;
}

/** The 8 named collections of spec 2.4; icons are iconify names (the icon service loads sets by prefix). */
export const COLLECTIONS: readonly CollectionDefinition[] = [
  {
    id: 1,
    slug: 'high-thc',
    name: 'High THC',
    icon: 'mdi:fire',
    description: 'Strains with 20 % THC or more.',
    rule: `p.thc_level = 'high'`,
  },
  {
    id: 2,
    slug: 'high-yield',
    name: 'High Yield',
    icon: 'mdi:weight',
    description: 'Heavy producers: 500 g/m² indoors or 700 g per plant outdoors and up.',
    rule: 'p.yield_indoor >= 500 OR p.yield_outdoor >= 700',
  },
  {
    id: 3,
    slug: 'fast-flowering',
    name: 'Fast Flowering',
    icon: 'mdi:timer-outline',
    description: 'Ready to harvest after 60 days of flowering or less.',
    rule: 'p.flowering_days_max <= 60',
  },
  {
    id: 4,
    slug: 'high-cbd',
    name: 'High CBD',
    icon: 'mdi:leaf',
    description: 'Strains with 8 % CBD or more.',
    rule: `p.cbd_level = 'high'`,
  },
  {
    id: 5,
    slug: 'easy-to-grow',
    name: 'Easy to grow',
    icon: 'mdi:sprout',
    description: 'Forgiving strains for beginners.',
    rule: `p.difficulty = 'beginner'`,
  },
  {
    id: 6,
    slug: 'newest-strains',
    name: 'Newest strains',
    icon: 'mdi:new-box',
    description: 'Released within a year of our latest release.',
    rule: `p.released_on >= (SELECT max(released_on) FROM products) - 365`,
  },
  {
    id: 7,
    slug: 'best-sellers',
    name: 'Best Sellers',
    icon: 'mdi:trophy',
    description: 'Our 48 most ordered products.',
    rule: 'p.id IN (SELECT id FROM products ORDER BY sales_count DESC, id LIMIT 48)',
  },
  {
    id: 8,
    slug: 'landrace',
    name: 'Landrace',
    icon: 'mdi:earth',
    description: 'Pure strains from their region of origin.',
    rule: 'EXISTS (SELECT 1 FROM strains s WHERE s.id = p.strain_id AND s.is_landrace)',
  },
];

/** The virtual collection that lists every product; it is not part of the collections list. */
export const ALL_COLLECTION = {
  slug: 'all',
  name: 'All strains',
  description: 'Every strain in the shop.',
  icon: null,
} as const;

/** Recomputes `collection_products` from the rules; run after catalogue changes. */
export async function refreshCollectionMembership(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM collection_products');
  for (const collection of COLLECTIONS) {
    await tx.query(
      `INSERT INTO collection_products (collection_id, product_id)
       SELECT $1, p.id FROM products p WHERE ${collection.rule}`,
      [collection.id],
    );
  }
}
