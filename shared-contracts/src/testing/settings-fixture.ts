/** The settings payload of the contracts' example storefront, parsed with its schema (see fixtures.ts). */
import { settingsSchema, type Settings } from '../schemas/settings';

/**
 * Settings of a small storefront: a first filter group with public filters ("Promotions" among them) and
 * one that is not public, a second group, two countries with carrier info, two payment options.
 */
export function exampleSettings(overrides: Partial<Settings> = {}): Settings {
  return settingsSchema.parse({
    categories: [{ url: '/collections/high-thc', icon: 'mdi:fire', name: 'High THC' }],
    carrier_info: [
      { id: 1, iso: 'NL', min: 1, max: 3, delay: 5, free_from: 5000 },
      { id: 2, iso: 'FR', min: 3, max: 6, delay: 9, free_from: 7500 },
    ],
    region: { default_country_id: '1', locale: { code: 'en', iso: 'en-en', language: 'en' } },
    region_default_currency: { sign: '€', iso_code: 'EUR' },
    payment_options: [
      { id: 'bank', name: 'Bank transfer', countries: [] },
      { id: 'ideal', name: 'iDEAL', countries: ['NL'] },
    ],
    product_filters: {
      filterGroups: [
        {
          id: 'main',
          name: 'Filter',
          filters: [
            {
              key: 'promotions',
              label: 'Promotions',
              public: true,
              type: 'toggle',
              options: [{ value: '1', label: 'Free seeds' }],
            },
            {
              key: 'genetics',
              label: 'Genetics',
              public: true,
              type: 'multi',
              options: [
                { value: 'indica', label: 'Indica' },
                { value: 'sativa', label: 'Sativa' },
              ],
            },
            {
              key: 'gender',
              label: 'Gender',
              public: true,
              type: 'multi',
              options: [
                { value: 'feminized', label: 'Feminized' },
                { value: 'regular', label: 'Regular' },
              ],
            },
            {
              key: 'terpene',
              label: 'Terpene',
              public: false,
              type: 'multi',
              options: [{ value: 'myrcene', label: 'Myrcene' }],
            },
          ],
        },
        {
          id: 'more',
          name: 'More filters',
          filters: [
            {
              key: 'effect',
              label: 'Effect',
              public: true,
              type: 'multi',
              options: [{ value: 'relaxed', label: 'Relaxed' }],
            },
          ],
        },
      ],
    },
    logo_alt: 'Seed Storefront Europe',
    post_categories: [],
    region_countries: [
      { id: 1, iso: 'NL', name: 'Netherlands' },
      { id: 2, iso: 'FR', name: 'France' },
    ],
    max_seeds_per_cart: 100,
    ...overrides,
  });
}
