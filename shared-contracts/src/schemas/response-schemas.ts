import { cartSchema } from './cart';
import { collectionsResponseSchema, listingResponseSchema, productDetailSchema, reviewsPageSchema } from './catalog';
import { routeRulesSchema, settingsSchema } from './settings';
import { referralResponseSchema } from './referral';

/**
 * The schema of every api response an area asks for, by name. Areas name the schema of a request
 * (`schema: 'productDetail'`); the base query checks the response against it in development and tests.
 */
export const responseSchemas = {
  cart: cartSchema,
  collections: collectionsResponseSchema,
  listing: listingResponseSchema,
  productDetail: productDetailSchema,
  reviewsPage: reviewsPageSchema,
  settings: settingsSchema,
  routeRules: routeRulesSchema,
  referral: referralResponseSchema,
} as const;

export type ResponseSchemaName = keyof typeof responseSchemas;
