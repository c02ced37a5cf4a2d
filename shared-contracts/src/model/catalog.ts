/** Values of the catalogue's vocabulary (zod-free, for every bundle). */
export const FLOWERING_TYPES = ['photoperiod', 'autoflower'] as const;
export const GENDERS = ['feminized', 'regular'] as const;
export const GENETICS = ['indica', 'mostly_indica', 'hybrid', 'mostly_sativa', 'sativa'] as const;
export const DIFFICULTIES = ['beginner', 'advanced', 'expert'] as const;
export const LEVELS = ['low', 'medium', 'high'] as const;
export const CLIMATES = ['arid', 'mediterranean', 'mountains', 'polar', 'temperate', 'tropical'] as const;

/** Spec 2.4: the 9 sort keys of a listing. */
export const SORT_KEYS = [
  'popularity',
  'rating',
  'reviews',
  'name',
  'price',
  'thc',
  'cbd',
  'yield_indoor',
  'yield_outdoor',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
/** The order a listing has when its address names none. Since 4.10.0. */
export const DEFAULT_SORT_KEY: SortKey = 'popularity';
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const LISTING_PAGE_SIZE = 24;
export const LISTING_RESERVED_PARAMS = ['page', 'sort', 'dir'] as const;
