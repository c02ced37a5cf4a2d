import { z } from 'zod';
import { CURRENCIES } from '../locales';
import { seedPackSchema } from './catalog';
import { FLOWERING_TYPES } from '../model/catalog';
import { slugSchema } from './common';
import { PRICE_LIST_MAX_QUERY_LENGTH } from '../model/price-list';

/** `GET /api/{iso}/price-list?q=`: `q` filters by name (case-insensitive, part of the name); blank means every strain. */
export const priceListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(PRICE_LIST_MAX_QUERY_LENGTH, `A name filter has at most ${PRICE_LIST_MAX_QUERY_LENGTH} characters.`)
    .optional(),
});

/** One row of the price list (spec 2.4: columns Strain and Seeds). */
export const priceListItemSchema = z.object({
  id: z.number().int().positive(),
  slug: slugSchema,
  name: z.string(),
  floweringType: z.enum(FLOWERING_TYPES),
  /** Smallest first, priced in the storefront currency. */
  packs: z.array(seedPackSchema).min(1),
});
export type PriceListItem = z.infer<typeof priceListItemSchema>;

/** Every product with every seed pack, sorted by name. */
export const priceListSchema = z.object({
  currency: z.enum(CURRENCIES),
  items: z.array(priceListItemSchema),
});
export type PriceList = z.infer<typeof priceListSchema>;
