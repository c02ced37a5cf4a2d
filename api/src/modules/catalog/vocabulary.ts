import type { CLIMATES, DIFFICULTIES, FLOWERING_TYPES, GENDERS, GENETICS, LEVELS } from '@storefront/shared-contracts';

/** Free-text profile lists draw from these vocabularies, so they can be offered as filter options. */
export const FLAVORS = [
  'Earthy',
  'Sweet',
  'Citrus',
  'Lemon',
  'Pine',
  'Berry',
  'Grape',
  'Diesel',
  'Skunk',
  'Spicy',
  'Herbal',
  'Woody',
  'Tropical',
  'Mango',
  'Vanilla',
  'Cheese',
  'Mint',
  'Coffee',
  'Pepper',
  'Floral',
] as const;

export const TERPENES = [
  'Myrcene',
  'Limonene',
  'Caryophyllene',
  'Pinene',
  'Linalool',
  'Humulene',
  'Terpinolene',
  'Ocimene',
  'Bisabolol',
  'Nerolidol',
] as const;

export const EFFECTS = [
  'Relaxed',
  'Happy',
  'Euphoric',
  'Uplifted',
  'Creative',
  'Energetic',
  'Focused',
  'Sleepy',
  'Hungry',
  'Talkative',
  'Giggly',
  'Calm',
] as const;

/** Content thresholds (tenths of a percent) that turn a THC/CBD content into its level. */
export const THC_LEVEL_FROM = { medium: 100, high: 200 } as const;
export const CBD_LEVEL_FROM = { medium: 10, high: 80 } as const;

export function levelOf(content: number, from: { medium: number; high: number }): (typeof LEVELS)[number] {
  if (content >= from.high) return 'high';
  if (content >= from.medium) return 'medium';
  return 'low';
}

export const FLOWERING_TYPE_LABELS: Record<(typeof FLOWERING_TYPES)[number], string> = {
  photoperiod: 'Photoperiod',
  autoflower: 'Autoflower',
};
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { feminized: 'Feminized', regular: 'Regular' };
export const GENETICS_LABELS: Record<(typeof GENETICS)[number], string> = {
  indica: 'Indica',
  mostly_indica: 'Mostly Indica',
  hybrid: 'Hybrid',
  mostly_sativa: 'Mostly Sativa',
  sativa: 'Sativa',
};
export const DIFFICULTY_LABELS: Record<(typeof DIFFICULTIES)[number], string> = {
  beginner: 'Beginner',
  advanced: 'Advanced',
  expert: 'Expert',
};
export const LEVEL_LABELS: Record<(typeof LEVELS)[number], string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const CLIMATE_LABELS: Record<(typeof CLIMATES)[number], string> = {
  arid: 'Arid',
  mediterranean: 'Mediterranean',
  mountains: 'Mountains',
  polar: 'Polar',
  temperate: 'Temperate',
  tropical: 'Tropical',
};

/** Lower-case, dash-separated value of a vocabulary word (`'Earthy'` -> `'earthy'`). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
