import type { Settings } from '../schemas/settings';
import { activeCarrierInfo, defaultRegionCountry, publicFilters } from './settings';

const filter = (key: string, isPublic: boolean) => ({
  key,
  label: key,
  public: isPublic,
  type: 'multi' as const,
  options: [],
});
const carrier = (id: number, iso: string, min: number) => ({ id, iso, min, max: min + 2, delay: 1, free_from: 5000 });

function settings(code: string): Pick<Settings, 'product_filters' | 'region' | 'region_countries' | 'carrier_info'> {
  return {
    product_filters: {
      filterGroups: [
        { id: 'main', name: 'Main', filters: [filter('promotions', true), filter('internal', false)] },
        { id: 'other', name: 'Other', filters: [filter('extra', true)] },
      ],
    },
    region: { default_country_id: '150', locale: { code, iso: 'en-en', language: 'en' } },
    region_countries: [
      { id: 149, iso: 'BE', name: 'Belgium' },
      { id: 150, iso: 'NL', name: 'Netherlands' },
    ],
    carrier_info: [carrier(149, 'BE', 3), carrier(150, 'NL', 1)],
  };
}

describe('settings rules (spec 4 and 5)', () => {
  it('offers only public filters of the first group', () => {
    expect(publicFilters(settings('en')).map((f) => f.key)).toEqual(['promotions']);
    expect(publicFilters({ product_filters: { filterGroups: [] } })).toEqual([]);
  });

  it('reads default_country_id as an integer to find the default country', () => {
    expect(defaultRegionCountry(settings('en'))?.iso).toBe('NL');
  });

  it('takes the default country carrier info, replaced on en by the cfcountry cookie (case-insensitive)', () => {
    expect(activeCarrierInfo(settings('en')).min).toBe(1);
    expect(activeCarrierInfo(settings('en'), 'be').min).toBe(3);
    expect(activeCarrierInfo(settings('de'), 'be').min).toBe(1);
    expect(activeCarrierInfo(settings('en'), 'zz').min).toBe(1);
  });

  it('defaults every field to 0 when no carrier matches', () => {
    const none = { ...settings('en'), carrier_info: [] };
    expect(activeCarrierInfo(none)).toEqual({ min: 0, max: 0, delay: 0, free_from: 0 });
  });
});
