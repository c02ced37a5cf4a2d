/** The 7 storefronts (URL prefixes), the 11 region titles and the 4 interface languages. */

export const STOREFRONT_CODES = ['en', 'de', 'au', 'ca', 'uk', 'nz', 'us'] as const;
export type StorefrontCode = (typeof STOREFRONT_CODES)[number];

export const LANGUAGES = ['en', 'de', 'nl', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCIES = ['EUR', 'GBP', 'AUD', 'CAD', 'NZD', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

export interface Storefront {
  code: StorefrontCode;
  /** URL prefix without slashes; '' for the default (Europe) storefront. */
  prefix: string;
  /** Language tag used by the api and in route names (spec: en-en, de-de, en-au ...). */
  iso: string;
  /** Default interface language. */
  language: Language;
  title: string;
  currency: CurrencyCode;
  /** BCP 47 region used for number and date formatting. */
  intlRegion: string;
  /** ISO country used when nothing better is known. */
  defaultCountry: string;
}

export const STOREFRONTS: Record<StorefrontCode, Storefront> = {
  en: {
    code: 'en',
    prefix: '',
    iso: 'en-en',
    language: 'en',
    title: 'Europe',
    currency: 'EUR',
    intlRegion: 'IE',
    defaultCountry: 'NL',
  },
  de: {
    code: 'de',
    prefix: 'de',
    iso: 'de-de',
    language: 'de',
    title: 'Germany',
    currency: 'EUR',
    intlRegion: 'DE',
    defaultCountry: 'DE',
  },
  au: {
    code: 'au',
    prefix: 'au',
    iso: 'en-au',
    language: 'en',
    title: 'Australia',
    currency: 'AUD',
    intlRegion: 'AU',
    defaultCountry: 'AU',
  },
  ca: {
    code: 'ca',
    prefix: 'ca',
    iso: 'en-ca',
    language: 'en',
    title: 'Canada',
    currency: 'CAD',
    intlRegion: 'CA',
    defaultCountry: 'CA',
  },
  uk: {
    code: 'uk',
    prefix: 'uk',
    iso: 'en-uk',
    language: 'en',
    title: 'United Kingdom',
    currency: 'GBP',
    intlRegion: 'GB',
    defaultCountry: 'GB',
  },
  nz: {
    code: 'nz',
    prefix: 'nz',
    iso: 'en-nz',
    language: 'en',
    title: 'New Zealand',
    currency: 'NZD',
    intlRegion: 'NZ',
    defaultCountry: 'NZ',
  },
  us: {
    code: 'us',
    prefix: 'us',
    iso: 'en-us',
    language: 'en',
    title: 'United States',
    currency: 'USD',
    intlRegion: 'US',
    defaultCountry: 'US',
  },
};

export const REGION_IDS = [
  'europe',
  'france',
  'netherlands',
  'germany',
  'austria',
  'switzerland',
  'united-kingdom',
  'australia',
  'canada',
  'new-zealand',
  'united-states',
] as const;
export type RegionId = (typeof REGION_IDS)[number];

export interface Region {
  id: RegionId;
  title: string;
  storefront: StorefrontCode;
  language: Language;
  country: string;
}

/** DESIGN.md "Locales": France and Netherlands shop on the Europe storefront in their own language. */
export const REGIONS: readonly Region[] = [
  { id: 'europe', title: 'Europe', storefront: 'en', language: 'en', country: 'NL' },
  { id: 'france', title: 'France', storefront: 'en', language: 'fr', country: 'FR' },
  { id: 'netherlands', title: 'Netherlands', storefront: 'en', language: 'nl', country: 'NL' },
  { id: 'germany', title: 'Germany', storefront: 'de', language: 'de', country: 'DE' },
  { id: 'austria', title: 'Austria', storefront: 'de', language: 'de', country: 'AT' },
  { id: 'switzerland', title: 'Switzerland', storefront: 'de', language: 'de', country: 'CH' },
  { id: 'united-kingdom', title: 'United Kingdom', storefront: 'uk', language: 'en', country: 'GB' },
  { id: 'australia', title: 'Australia', storefront: 'au', language: 'en', country: 'AU' },
  { id: 'canada', title: 'Canada', storefront: 'ca', language: 'en', country: 'CA' },
  { id: 'new-zealand', title: 'New Zealand', storefront: 'nz', language: 'en', country: 'NZ' },
  { id: 'united-states', title: 'United States', storefront: 'us', language: 'en', country: 'US' },
];

/** Cookie names the shell and the edge agree on. */
export const COOKIES = {
  /** Storefront code; 365 days (spec 2.1). */
  locale: 'sf_locale',
  /** Chosen region id (decides the interface language within a storefront). */
  region: 'sf_region',
  /** Entry gate passed, and whether analytics/marketing cookies were allowed. */
  consent: 'sf_consent',
  originalReferer: 'originalreferer',
  country: 'cfcountry',
} as const;

export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export function isStorefrontCode(value: string): value is StorefrontCode {
  return (STOREFRONT_CODES as readonly string[]).includes(value);
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function storefrontByIso(iso: string): Storefront | undefined {
  return Object.values(STOREFRONTS).find((s) => s.iso === iso);
}

/**
 * The `?lang=` of an api request: present only when the shopper reads another language than the storefront's
 * own (France and the Netherlands on the Europe storefront), so the default language keeps one cache key.
 */
export function langParam(iso: string, language: Language): { lang?: Language } {
  return language === (storefrontByIso(iso)?.language ?? language) ? {} : { lang: language };
}

export function findRegion(id: string | undefined | null): Region | undefined {
  return REGIONS.find((r) => r.id === id);
}

/**
 * The interface language for a storefront: the chosen region's language when that region
 * belongs to the storefront (France on the Europe storefront reads French), else the storefront's own.
 */
export function languageFor(storefront: StorefrontCode, regionId?: string | null): Language {
  const region = findRegion(regionId);
  return region && region.storefront === storefront ? region.language : STOREFRONTS[storefront].language;
}

/** BCP 47 tag for Intl formatting, e.g. `fr-IE`-style mixes are avoided: language + storefront region. */
export function intlLocaleFor(storefront: StorefrontCode, language: Language): string {
  return `${language}-${STOREFRONTS[storefront].intlRegion}`;
}
