import { z } from 'zod';
import { CURRENCIES } from '../locales';

/** One category of the settings: shown on the not-found page and in navigation. */
export const settingsCategorySchema = z.object({
  url: z.string(),
  icon: z.string().nullable(),
  name: z.string(),
});

/**
 * Shipping times (business days) and free-shipping threshold per country, in minor units of the storefront
 * currency. 0 means shipping is free whatever the order value (Australia, New Zealand: spec 9 "Free shipping").
 */
export const carrierInfoSchema = z.object({
  id: z.number().int(),
  iso: z.string().length(2),
  min: z.number().int().nonnegative(),
  max: z.number().int().nonnegative(),
  delay: z.number().int().nonnegative(),
  free_from: z.number().int().nonnegative(),
});
export type CarrierInfo = z.infer<typeof carrierInfoSchema>;

export const productFilterOptionSchema = z.object({ value: z.string(), label: z.string() });

export const productFilterSchema = z.object({
  /** Query parameter name of the filter in listings (e.g. `flowering_type`). */
  key: z.string(),
  label: z.string(),
  public: z.boolean(),
  /** `toggle` filters take `1`; `multi` filters take comma-separated option values. */
  type: z.enum(['multi', 'toggle']),
  options: z.array(productFilterOptionSchema),
});
export type ProductFilter = z.infer<typeof productFilterSchema>;

export const paymentOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO countries where the method is offered; empty means every country of the region. */
  countries: z.array(z.string()),
});

export const postCategorySchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const regionCountrySchema = z.object({
  id: z.number().int(),
  iso: z.string().length(2),
  name: z.string(),
});

/** `GET /api/{iso}/settings`: exactly the General settings of spec section 3. */
export const settingsSchema = z.object({
  categories: z.array(settingsCategorySchema),
  carrier_info: z.array(carrierInfoSchema),
  region: z.object({
    /** Sent as a string of digits; spec 5 says the client reads it as an integer. */
    default_country_id: z.string().regex(/^\d+$/),
    locale: z.object({ code: z.string(), iso: z.string(), language: z.string() }),
  }),
  region_default_currency: z.object({ sign: z.string(), iso_code: z.enum(CURRENCIES) }),
  payment_options: z.array(paymentOptionSchema),
  product_filters: z.object({
    filterGroups: z.array(z.object({ id: z.string(), name: z.string(), filters: z.array(productFilterSchema) })),
  }),
  logo_alt: z.string(),
  post_categories: z.array(postCategorySchema),
  region_countries: z.array(regionCountrySchema),
  /** Not in the spec's list; the cart rule needs it on the client for messages. */
  max_seeds_per_cart: z.number().int().positive(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** `GET /api/route-rules`: redirects the edge and the shell apply on every navigation (spec 2.3). */
export const routeRuleSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
});
export const routeRulesSchema = z.object({ rules: z.array(routeRuleSchema) });
export type RouteRule = z.infer<typeof routeRuleSchema>;
