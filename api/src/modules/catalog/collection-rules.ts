export interface CollectionDefinition {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
}

/**
 * The 8 named collections of spec 2.4; icons are iconify names (the icon service loads sets by prefix). What
 * each description promises is decided by its rule in collection-repository.ts.
 */
export const COLLECTIONS: readonly CollectionDefinition[] = [
  {
    id: 1,
    slug: 'high-thc',
    name: 'High THC',
    icon: 'mdi:fire',
    description: 'Strains with 20 % THC or more.',
  },
  {
    id: 2,
    slug: 'high-yield',
    name: 'High Yield',
    icon: 'mdi:weight',
    description: 'Heavy producers: 500 g/m² indoors or 700 g per plant outdoors and up.',
  },
  {
    id: 3,
    slug: 'fast-flowering',
    name: 'Fast Flowering',
    icon: 'mdi:timer-outline',
    description: 'Ready to harvest after 60 days of flowering or less.',
  },
  {
    id: 4,
    slug: 'high-cbd',
    name: 'High CBD',
    icon: 'mdi:leaf',
    description: 'Strains with 8 % CBD or more.',
  },
  {
    id: 5,
    slug: 'easy-to-grow',
    name: 'Easy to grow',
    icon: 'mdi:sprout',
    description: 'Forgiving strains for beginners.',
  },
  {
    id: 6,
    slug: 'newest-strains',
    name: 'Newest strains',
    icon: 'mdi:new-box',
    description: 'Released within a year of our latest release.',
  },
  {
    id: 7,
    slug: 'best-sellers',
    name: 'Best Sellers',
    icon: 'mdi:trophy',
    description: 'Our 48 most ordered products.',
  },
  {
    id: 8,
    slug: 'landrace',
    name: 'Landrace',
    icon: 'mdi:earth',
    description: 'Pure strains from their region of origin.',
  },
];

/** The virtual collection that lists every product; it is not part of the collections list. */
export const ALL_COLLECTION = {
  slug: 'all',
  name: 'All strains',
  description: 'Every strain in the shop.',
  icon: null,
} as const;
