import { z } from 'zod';
import { CURRENCIES } from '../locales';
import { dbIdSchema, imageSchema, moneySchema, slugSchema } from './common';
import { COUPON_REFUSALS, MAX_COUPON_CODE_LENGTH, MAX_LINE_QUANTITY } from '../model/cart';

export const cartLineSchema = z.object({
  id: z.number().int().positive(),
  packId: z.number().int().positive(),
  productSlug: slugSchema,
  productName: z.string(),
  seeds: z.number().int().positive(),
  freeSeeds: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  unitPrice: moneySchema,
  lineTotal: moneySchema,
  image: imageSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The cart as the server computes it in the storefront's currency. `id` is null before anything was added. */
export const cartSchema = z.object({
  id: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  items: z.array(cartLineSchema),
  /** Paid seeds plus free seeds of every line. */
  seedCount: z.number().int().nonnegative(),
  maxSeeds: z.number().int().positive(),
  itemCount: z.number().int().nonnegative(),
  /** The applied coupon's code. */
  coupon: z.string().nullable(),
  /**
   * Null while the coupon gives its discount; else why it gives none now (the cart fell under its minimum, it
   * expired ...). The coupon stays on the cart and counts again once the cart qualifies.
   */
  couponIssue: z.enum(COUPON_REFUSALS).nullable(),
  subtotal: moneySchema,
  discount: moneySchema,
  shipping: moneySchema,
  /**
   * How `shipping` came about: for `country` (chosen at checkout, else the detected one of this storefront, else
   * its default), the cheapest method; `free` when the cart is over `freeOver` (null: shipping is always free).
   */
  shippingInfo: z.object({ country: z.string().nullable(), free: z.boolean(), freeOver: moneySchema.nullable() }),
  total: moneySchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const addCartItemSchema = z.object({
  packId: dbIdSchema,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
});
export type AddCartItem = z.input<typeof addCartItemSchema>;

/**
 * The product page's add form (`/api/{iso}/cart/form-add`) asked for JSON (`Accept: application/json`): the pack
 * added and the cart's counts. The page's loader and the product area (while the cart area is not in) send it.
 * Since 4.9.0 (the api's before).
 */
export const formAddedSchema = z.object({
  added: dbIdSchema,
  itemCount: z.number().int().nonnegative(),
  seedCount: z.number().int().nonnegative(),
});
export type FormAdded = z.infer<typeof formAddedSchema>;

export const updateCartItemSchema = z.object({
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});

export const applyCouponSchema = z.object({
  code: z.string().trim().min(1).max(MAX_COUPON_CODE_LENGTH),
});
export type ApplyCoupon = z.input<typeof applyCouponSchema>;
