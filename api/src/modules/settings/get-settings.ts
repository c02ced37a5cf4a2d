import { localizeCollection } from '../catalog/localize';
import {
  type CurrencyCode,
  type Language,
  type Settings,
  type Storefront,
  buildPath,
} from '@storefront/shared-contracts';
import { settingsFilterGroups } from '../catalog/filters';
import type { SettingsRepository } from './repository';

const CURRENCY_SIGNS: Record<CurrencyCode, string> = { EUR: '€', GBP: '£', AUD: 'A$', CAD: 'C$', NZD: 'NZ$', USD: '$' };

/** The General settings of spec 3 for one storefront. */
export async function getSettings(
  repo: SettingsRepository,
  storefront: Storefront,
  maxSeedsPerCart: number,
  language: Language = storefront.language,
): Promise<Settings> {
  const [countries, payments, postCategories, collections] = await Promise.all([
    repo.countries(storefront.code),
    repo.paymentOptions(storefront.code),
    repo.postCategories(language),
    repo.collections(),
  ]);
  const defaultCountry = countries.find((c) => c.iso === storefront.defaultCountry) ?? countries[0];
  if (!defaultCountry) throw new Error(`Storefront ${storefront.code} has no countries; is the database seeded?`);
  return {
    categories: collections.map((c) => ({
      url: buildPath('collections-slug', storefront.code, { slug: c.slug }),
      icon: c.icon,
      name: localizeCollection(c, language).name,
    })),
    carrier_info: countries.map((c) => ({
      id: c.id,
      iso: c.iso,
      min: c.min_days,
      max: c.max_days,
      delay: c.delay_days,
      free_from: c.free_from,
    })),
    region: {
      default_country_id: String(defaultCountry.id),
      locale: { code: storefront.code, iso: storefront.iso, language: storefront.language },
    },
    region_default_currency: { sign: CURRENCY_SIGNS[storefront.currency], iso_code: storefront.currency },
    payment_options: payments.map((p) => ({ id: p.code, name: p.name, countries: p.countries })),
    product_filters: { filterGroups: settingsFilterGroups(storefront.code) },
    logo_alt: `Seed Storefront ${storefront.title}`,
    post_categories: postCategories,
    region_countries: countries.map((c) => ({ id: c.id, iso: c.iso, name: c.name })),
    max_seeds_per_cart: maxSeedsPerCart,
  };
}

export async function getRouteRules(repo: SettingsRepository) {
  const rows = await repo.routeRules();
  return { rules: rows.map((r) => ({ from: r.from_path, to: r.to_path, status: r.status })) };
}
