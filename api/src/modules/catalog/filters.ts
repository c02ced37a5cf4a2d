import {
  CLIMATES,
  DIFFICULTIES,
  FLOWERING_TYPES,
  GENDERS,
  GENETICS,
  LEVELS,
  type ProductFilter,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import {
  CLIMATE_LABELS,
  DIFFICULTY_LABELS,
  EFFECTS,
  FLAVORS,
  FLOWERING_TYPE_LABELS,
  GENDER_LABELS,
  GENETICS_LABELS,
  LEVEL_LABELS,
  TERPENES,
  slugify,
} from './vocabulary';

interface Option {
  value: string;
  label: string;
  /** What the value stands for in the database, when it differs from `value`. */
  dbValue?: string;
}

/** Every filter's key; the listing's SQL builder (listing-sql-repository.ts) has a condition for each. */
export type FilterKey =
  | 'promotions'
  | 'flowering_type'
  | 'gender'
  | 'genetics'
  | 'difficulty'
  | 'thc'
  | 'cbd'
  | 'cbg'
  | 'climate'
  | 'flowering_time'
  | 'terpene'
  | 'effect'
  | 'flavor';

/** A listing filter as the settings offer it and a listing accepts it; its SQL is the repository's. */
export interface FilterDefinition {
  key: FilterKey;
  label: string;
  public: boolean;
  type: 'multi' | 'toggle';
  options: readonly Option[];
}

const enumOptions = <T extends string>(values: readonly T[], labels: Record<T, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }));
const vocabularyOptions = (words: readonly string[]): Option[] =>
  words.map((word) => ({ value: slugify(word), label: word, dbValue: word }));
const MAIN_FILTERS: readonly FilterDefinition[] = [
  {
    key: 'promotions',
    label: 'Promotions',
    public: true,
    type: 'toggle',
    options: [{ value: '1', label: 'Free seeds' }],
  },
  {
    key: 'flowering_type',
    label: 'Flowering type',
    public: true,
    type: 'multi',
    options: enumOptions(FLOWERING_TYPES, FLOWERING_TYPE_LABELS),
  },
  {
    key: 'gender',
    label: 'Gender',
    public: true,
    type: 'multi',
    options: enumOptions(GENDERS, GENDER_LABELS),
  },
  {
    key: 'genetics',
    label: 'Genetics',
    public: true,
    type: 'multi',
    options: enumOptions(GENETICS, GENETICS_LABELS),
  },
  {
    key: 'difficulty',
    label: 'Grower level',
    public: true,
    type: 'multi',
    options: enumOptions(DIFFICULTIES, DIFFICULTY_LABELS),
  },
  {
    key: 'thc',
    label: 'THC',
    public: true,
    type: 'multi',
    options: enumOptions(LEVELS, LEVEL_LABELS),
  },
  {
    key: 'cbd',
    label: 'CBD',
    public: true,
    type: 'multi',
    options: enumOptions(LEVELS, LEVEL_LABELS),
  },
  {
    key: 'cbg',
    label: 'CBG',
    public: true,
    type: 'multi',
    options: enumOptions(LEVELS, LEVEL_LABELS),
  },
  {
    key: 'climate',
    label: 'Climate',
    public: true,
    type: 'multi',
    options: enumOptions(CLIMATES, CLIMATE_LABELS),
  },
  {
    key: 'flowering_time',
    label: 'Flowering time',
    public: true,
    type: 'multi',
    options: [
      { value: 'up-to-8-weeks', label: 'Up to 8 weeks' },
      { value: '8-to-10-weeks', label: '8 to 10 weeks' },
      { value: 'over-10-weeks', label: 'Over 10 weeks' },
    ],
  },
  // Kept for staff tools and future use; not offered to shoppers (spec 5: public filters only).
  {
    key: 'terpene',
    label: 'Terpene',
    public: false,
    type: 'multi',
    options: vocabularyOptions(TERPENES),
  },
];

// The client reads only the first group (spec 5), so these are never offered in listings.
const MORE_FILTERS: readonly FilterDefinition[] = [
  {
    key: 'effect',
    label: 'Effect',
    public: true,
    type: 'multi',
    options: vocabularyOptions(EFFECTS),
  },
  {
    key: 'flavor',
    label: 'Flavour',
    public: true,
    type: 'multi',
    options: vocabularyOptions(FLAVORS),
  },
];

export const FILTER_GROUPS = [
  { id: 'main', name: 'Filter', filters: MAIN_FILTERS },
  { id: 'more', name: 'More filters', filters: MORE_FILTERS },
] as const;

/** Spec 5: listings accept the public filters of the first group only. */
export const LISTING_FILTERS: ReadonlyMap<string, FilterDefinition> = new Map(
  MAIN_FILTERS.filter((f) => f.public).map((f) => [f.key, f]),
);

/** UK wording (spec 1): "Feminised". */
function localiseLabel(label: string, storefront: StorefrontCode): string {
  return storefront === 'uk' ? label.replace('Feminized', 'Feminised') : label;
}

/** The `product_filters` of the settings for one storefront. */
export function settingsFilterGroups(storefront: StorefrontCode) {
  return FILTER_GROUPS.map((group) => ({
    id: group.id,
    name: group.name,
    filters: group.filters.map((f): ProductFilter => ({
      key: f.key,
      label: f.label,
      public: f.public,
      type: f.type,
      options: f.options.map((o) => ({ value: o.value, label: localiseLabel(o.label, storefront) })),
    })),
  }));
}
