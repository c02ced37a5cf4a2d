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

/** A listing filter: its settings entry plus the SQL it adds to a listing query. */
export interface FilterDefinition {
  key: string;
  label: string;
  public: boolean;
  type: 'multi' | 'toggle';
  options: readonly Option[];
  /** SQL condition over `products p`; `param` is the placeholder of a text[] of database values. */
  condition(param: string): string;
}

const enumOptions = <T extends string>(values: readonly T[], labels: Record<T, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }));
const vocabularyOptions = (words: readonly string[]): Option[] =>
  words.map((word) => ({ value: slugify(word), label: word, dbValue: word }));
const column = (name: string) => (param: string) => `p.${name} = ANY(${param}::text[])`;
const overlaps = (name: string) => (param: string) => `p.${name} && ${param}::text[]`;

const FLOWERING_TIME_BUCKETS = `CASE WHEN p.flowering_days_max <= 56 THEN 'up-to-8-weeks'
  WHEN p.flowering_days_max <= 70 THEN '8-to-10-weeks' ELSE 'over-10-weeks' END`;

const MAIN_FILTERS: readonly FilterDefinition[] = [
  {
    key: 'promotions',
    label: 'Promotions',
    public: true,
    type: 'toggle',
    options: [{ value: '1', label: 'Free seeds' }],
    condition: () => 'EXISTS (SELECT 1 FROM seed_packs fs WHERE fs.product_id = p.id AND fs.free_seeds > 0)',
  },
  {
    key: 'flowering_type',
    label: 'Flowering type',
    public: true,
    type: 'multi',
    options: enumOptions(FLOWERING_TYPES, FLOWERING_TYPE_LABELS),
    condition: column('flowering_type'),
  },
  {
    key: 'gender',
    label: 'Gender',
    public: true,
    type: 'multi',
    options: enumOptions(GENDERS, GENDER_LABELS),
    condition: column('gender'),
  },
  {
    key: 'genetics',
    label: 'Genetics',
    public: true,
    type: 'multi',
    options: enumOptions(GENETICS, GENETICS_LABELS),
    condition: column('genetics'),
  },
  {
    key: 'difficulty',
    label: 'Grower level',
    public: true,
    type: 'multi',
    options: enumOptions(DIFFICULTIES, DIFFICULTY_LABELS),
    condition: column('difficulty'),
  },
  {
    key: 'thc',
    label: 'THC',
    public: true,
    type: 'multi',
    options: enumOptions(LEVELS, LEVEL_LABELS),
    condition: column('thc_level'),
  },
  {
    key: 'cbd',
    label: 'CBD',
    public: true,
    type: 'multi',
    options: enumOptions(LEVELS, LEVEL_LABELS),
    condition: column('cbd_level'),
  },
  {
    key: 'cbg',
    label: 'CBG',
    public: true,
    type: 'multi',
    options: enumOptions(LEVELS, LEVEL_LABELS),
    condition: column('cbg_level'),
  },
  {
    key: 'climate',
    label: 'Climate',
    public: true,
    type: 'multi',
    options: enumOptions(CLIMATES, CLIMATE_LABELS),
    condition: overlaps('climates'),
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
    condition: (param) => `(${FLOWERING_TIME_BUCKETS}) = ANY(${param}::text[])`,
  },
  // Kept for staff tools and future use; not offered to shoppers (spec 5: public filters only).
  {
    key: 'terpene',
    label: 'Terpene',
    public: false,
    type: 'multi',
    options: vocabularyOptions(TERPENES),
    condition: overlaps('terpenes'),
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
    condition: overlaps('effects'),
  },
  {
    key: 'flavor',
    label: 'Flavour',
    public: true,
    type: 'multi',
    options: vocabularyOptions(FLAVORS),
    condition: overlaps('flavors'),
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
