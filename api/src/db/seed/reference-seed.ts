import type { StorefrontCode } from '@storefront/shared-contracts';
import type { Row } from './catalog-seed';

/** [iso, name, min days, max days, handling delay days, free_from in the storefront currency's minor units] */
type CountrySpec = readonly [string, string, number, number, number, number];

/**
 * Countries per storefront with their carrier info. Spec 9 fixes Canada (C$120), the UK (£55) and the US ($100);
 * Australia and New Zealand ship free with no threshold (free_from 0); the Europe values are our choice.
 */
export const COUNTRIES: Record<StorefrontCode, readonly CountrySpec[]> = {
  en: [
    ['NL', 'Netherlands', 1, 2, 1, 5000],
    ['BE', 'Belgium', 2, 3, 1, 7500],
    ['LU', 'Luxembourg', 2, 4, 1, 7500],
    ['FR', 'France', 2, 5, 1, 7500],
    ['ES', 'Spain', 3, 6, 1, 10000],
    ['PT', 'Portugal', 4, 7, 1, 10000],
    ['IT', 'Italy', 3, 6, 1, 10000],
    ['IE', 'Ireland', 3, 6, 1, 10000],
    ['DK', 'Denmark', 3, 5, 1, 7500],
    ['SE', 'Sweden', 3, 6, 1, 10000],
    ['FI', 'Finland', 4, 7, 1, 10000],
    ['PL', 'Poland', 3, 6, 1, 10000],
    ['CZ', 'Czechia', 3, 6, 1, 10000],
    ['SK', 'Slovakia', 4, 7, 1, 10000],
    ['SI', 'Slovenia', 4, 7, 1, 10000],
    ['HR', 'Croatia', 4, 8, 1, 10000],
    ['HU', 'Hungary', 4, 7, 1, 10000],
    ['RO', 'Romania', 5, 9, 1, 12500],
    ['BG', 'Bulgaria', 5, 9, 1, 12500],
    ['GR', 'Greece', 5, 9, 1, 12500],
    ['EE', 'Estonia', 4, 8, 1, 12500],
    ['LV', 'Latvia', 4, 8, 1, 12500],
    ['LT', 'Lithuania', 4, 8, 1, 12500],
    ['MT', 'Malta', 5, 10, 1, 12500],
    ['CY', 'Cyprus', 5, 10, 1, 12500],
  ],
  de: [
    ['DE', 'Deutschland', 2, 3, 1, 5000],
    ['AT', 'Österreich', 2, 4, 1, 7500],
    ['CH', 'Schweiz', 3, 6, 1, 15000],
  ],
  uk: [['GB', 'United Kingdom', 3, 5, 1, 5500]],
  au: [['AU', 'Australia', 7, 14, 2, 0]],
  ca: [['CA', 'Canada', 5, 10, 1, 12000]],
  nz: [['NZ', 'New Zealand', 8, 15, 2, 0]],
  us: [['US', 'United States', 3, 7, 1, 10000]],
};

const CARRIERS: Row[] = [
  { key: 'tracking_asendia', label: 'Priority Tracked Parcel', tracked: true },
  { key: 'tracking_postnl', label: 'Priority Tracked Parcel', tracked: true },
  { key: 'external_usps', label: 'Priority Tracked Parcel', tracked: true },
  { key: 'tracking_canada_post', label: 'Priority Tracked Parcel', tracked: true },
  { key: 'regular_postnl', label: 'Regular Untracked Mail', tracked: false },
];

/** [code, name, countries (empty: all of the storefront)] */
const PAYMENT_OPTIONS: Record<StorefrontCode, ReadonlyArray<readonly [string, string, readonly string[]]>> = {
  en: [
    ['credit_card', 'Credit card', []],
    ['ideal', 'iDEAL', ['NL']],
    ['bancontact', 'Bancontact', ['BE']],
    ['klarna', 'Klarna', ['NL', 'BE', 'FR', 'ES', 'IT', 'IE', 'DK', 'SE', 'FI', 'PL', 'CZ']],
    ['bank_transfer', 'Bank transfer', []],
    ['bitcoin', 'Bitcoin', []],
  ],
  de: [
    ['credit_card', 'Kreditkarte', []],
    ['klarna', 'Klarna', ['DE', 'AT', 'CH']],
    ['eps', 'EPS-Überweisung', ['AT']],
    ['twint', 'TWINT', ['CH']],
    ['bank_transfer', 'Banküberweisung', []],
    ['bitcoin', 'Bitcoin', []],
  ],
  uk: [
    ['credit_card', 'Card payment', []],
    ['bank_transfer', 'Faster Payments bank transfer', []],
    ['bitcoin', 'Bitcoin', []],
  ],
  au: [
    ['credit_card', 'Card payment', []],
    ['payid', 'PayID bank transfer', []],
    ['bitcoin', 'Bitcoin', []],
  ],
  ca: [
    ['credit_card', 'Card payment', []],
    ['interac', 'Interac e-Transfer', []],
    ['bitcoin', 'Bitcoin', []],
  ],
  nz: [
    ['credit_card', 'Card payment', []],
    ['bank_transfer', 'Bank transfer', []],
    ['bitcoin', 'Bitcoin', []],
  ],
  us: [
    ['credit_card', 'Card payment', []],
    ['ach', 'ACH bank transfer', []],
    ['bitcoin', 'Bitcoin', []],
  ],
};

const POST_CATEGORIES: Row[] = [
  { id: 1, slug: 'germination', name: 'Germination', position: 0 },
  { id: 2, slug: 'growing', name: 'Growing', position: 1 },
  { id: 3, slug: 'harvest-and-curing', name: 'Harvest & curing', position: 2 },
  { id: 4, slug: 'strain-reviews', name: 'Strain reviews', position: 3 },
  { id: 5, slug: 'news', name: 'News', position: 4 },
];

/**
 * Public codes (spec 2.4, cart coupons). The newsletter's 10% codes are not seeded: every new subscriber gets a
 * unique single-use one (modules/newsletter). Amounts are minor units per currency (coupon_amounts).
 */
const COUPONS: Row[] = [
  {
    code: 'GROW10',
    kind: 'percent',
    value: 10,
    active: true,
    valid_from: null,
    valid_until: null,
    usage_limit: null,
    once_per_email: true,
    public: true,
    description: '10% off, once per customer',
  },
  {
    code: 'WELCOME5',
    kind: 'fixed',
    value: null,
    active: true,
    valid_from: null,
    valid_until: null,
    usage_limit: null,
    once_per_email: true,
    public: true,
    description: '5.00 off an order of 30.00 or more',
  },
  // Named for what it gives: the spec's coupons take a percent or an amount off the subtotal and never discount
  // shipping, so a code called FREESHIP that took 5 % off promised what no coupon here does.
  {
    code: 'SAVE5',
    kind: 'percent',
    value: 5,
    active: true,
    valid_from: null,
    valid_until: null,
    usage_limit: null,
    once_per_email: false,
    public: true,
    description: '5% off orders of 50.00 or more',
  },
  {
    code: 'SPRING15',
    kind: 'percent',
    value: 15,
    active: true,
    valid_from: '2025-03-01',
    valid_until: '2025-05-31',
    usage_limit: null,
    once_per_email: true,
    public: true,
    description: 'Spring sale 2025 (ended)',
  },
  {
    code: 'FIRST100',
    kind: 'percent',
    value: 20,
    active: true,
    valid_from: null,
    valid_until: null,
    usage_limit: 100,
    once_per_email: true,
    public: true,
    description: '20% off for the first 100 orders',
  },
];

const CURRENCIES = ['EUR', 'GBP', 'AUD', 'CAD', 'NZD', 'USD'] as const;
/** WELCOME5: 5 off from 30 in the euro, pound and dollar storefronts alike (round local amounts). */
const COUPON_AMOUNTS: Row[] = [
  ...CURRENCIES.map((currency) => ({ coupon_code: 'WELCOME5', currency, amount: 500, min_subtotal: 3000 })),
  ...CURRENCIES.map((currency) => ({ coupon_code: 'SAVE5', currency, amount: null, min_subtotal: 5000 })),
];

/** Redirects the edge and the shell apply (spec 2.3). */
const ROUTE_RULES: ReadonlyArray<readonly [string, string, 301 | 302]> = [
  ['/shop', '/collections', 301],
  ['/de/shop', '/de/collections', 301],
  ['/uk/shop', '/uk/collections', 301],
  ['/us/shop', '/us/collections', 301],
  ['/seeds', '/collections/all', 301],
  ['/cbd-seeds', '/collections/high-cbd', 301],
  ['/autoflowering-seeds', '/collections/fast-flowering', 302],
];

export interface ReferenceSeed {
  countries: Row[];
  carriers: Row[];
  shippingMethods: Row[];
  paymentOptions: Row[];
  postCategories: Row[];
  coupons: Row[];
  couponAmounts: Row[];
  routeRules: Row[];
}

function carrierFor(storefront: StorefrontCode): string {
  return {
    en: 'tracking_postnl',
    de: 'tracking_postnl',
    uk: 'tracking_asendia',
    au: 'tracking_asendia',
    nz: 'tracking_asendia',
    ca: 'tracking_canada_post',
    us: 'external_usps',
  }[storefront];
}

export function buildReferenceSeed(): ReferenceSeed {
  const out: ReferenceSeed = {
    countries: [],
    carriers: CARRIERS,
    shippingMethods: [],
    paymentOptions: [],
    postCategories: POST_CATEGORIES,
    coupons: COUPONS,
    couponAmounts: COUPON_AMOUNTS,
    routeRules: [],
  };
  for (const [storefront, countries] of Object.entries(COUNTRIES) as Array<[StorefrontCode, readonly CountrySpec[]]>) {
    countries.forEach(([iso, name, min, max, delay, freeFrom], position) => {
      const id = out.countries.length + 1;
      out.countries.push({
        id,
        iso,
        name,
        storefront,
        position,
        min_days: min,
        max_days: max,
        delay_days: delay,
        free_from: freeFrom,
      });
      const tracked = {
        id: out.shippingMethods.length + 1,
        country_id: id,
        carrier_key: carrierFor(storefront),
        price: freeFrom === 0 ? 0 : 995,
        min_days: min,
        max_days: max,
      };
      out.shippingMethods.push(tracked);
      if (storefront === 'en' || storefront === 'de') {
        out.shippingMethods.push({
          id: out.shippingMethods.length + 1,
          country_id: id,
          carrier_key: 'regular_postnl',
          price: 495,
          min_days: min + 2,
          max_days: max + 5,
        });
      }
    });
    PAYMENT_OPTIONS[storefront].forEach(([code, name, only], position) => {
      out.paymentOptions.push({
        id: out.paymentOptions.length + 1,
        storefront,
        code,
        name,
        countries: [...only],
        position,
      });
    });
  }
  ROUTE_RULES.forEach(([from, to, status], position) => {
    out.routeRules.push({ id: position + 1, from_path: from, to_path: to, status, position });
  });
  return out;
}
