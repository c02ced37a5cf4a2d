import { z } from 'zod';
import { ORDER_STATUSES, SHIPMENT_STATUSES } from '../model/checkout';
import { cartSchema } from './cart';
import { dbIdSchema, moneySchema } from './common';

const text = (max: number) => z.string().max(max).default('');

export const checkoutAddressSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  phone: text(40),
  address1: text(200),
  address2: text(200),
  city: text(100),
  postalCode: text(20),
  state: text(100),
  /** ISO country code (upper case). */
  country: text(2),
});

/** The checkout form as typed (spec 3); the server validates it with `validateCheckoutForm`. */
export const checkoutFormSchema = z.object({
  email: text(254),
  delivery: checkoutAddressSchema.default(checkoutAddressSchema.parse({})),
  billingSameAsDelivery: z.boolean().default(true),
  billing: checkoutAddressSchema.default(checkoutAddressSchema.parse({})),
  shippingMethodId: dbIdSchema.nullable().default(null),
  paymentMethod: text(40),
});

/** Pay Now. Unknown fields (amounts a client might send) are dropped: the server computes every amount. */
export const placeOrderSchema = checkoutFormSchema.extend({
  /** One per checkout attempt, made by the page; the same key never makes a second order. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;

export const shippingMethodSchema = z.object({
  id: z.number().int().positive(),
  carrierKey: z.string(),
  label: z.string(),
  tracked: z.boolean(),
  /** The method's price for this cart now: 0 when the cart is over the country's threshold. */
  price: moneySchema,
  listPrice: moneySchema,
  /** Free over this subtotal; null when always free. */
  freeOver: moneySchema.nullable(),
  minDays: z.number().int().nonnegative(),
  maxDays: z.number().int().nonnegative(),
  /** The order's total with this method (subtotal - discount + price). */
  orderTotal: moneySchema,
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const paymentMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** card: succeeds or fails at once; transfer: stays pending with instructions until the money arrives. */
  kind: z.enum(['card', 'transfer']),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The checkout page's data: the cart priced for the country, what the country offers, the saved form. */
export const checkoutViewSchema = z.object({
  cart: cartSchema,
  /** The delivery country the options are for; null before one is chosen (no options then, spec 4). */
  country: z.string().nullable(),
  countries: z.array(z.object({ iso: z.string(), name: z.string() })),
  shippingMethods: z.array(shippingMethodSchema),
  paymentMethods: z.array(paymentMethodSchema),
  /** The detected country (cfcountry) belongs to another storefront: offer that storefront's checkout. */
  regionMismatch: z.object({ country: z.string(), countryName: z.string(), storefront: z.string() }).nullable(),
  /** The form as last posted (a form posted before hydration comes back with what was typed) and its errors. */
  form: checkoutFormSchema.nullable(),
  errors: z.record(z.string(), z.string()),
  /** Pay Now's idempotency key for this cart (one cart makes at most one order). */
  checkoutKey: z.string(),
  /** A logged-in shopper: the confirmation goes to the account's e-mail; the address book to pick from. */
  account: z
    .object({
      email: z.string(),
      addresses: z.array(
        checkoutAddressSchema.extend({
          id: z.number().int(),
          countryName: z.string(),
          /** The storefront delivers to its country (an address elsewhere cannot be chosen here). */
          allowed: z.boolean(),
          defaultShipping: z.boolean(),
          defaultBilling: z.boolean(),
        }),
      ),
    })
    .nullable()
    .optional(),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;
export type CheckoutAccountAddress = NonNullable<CheckoutView['account']>['addresses'][number];

export const placeOrderResponseSchema = z.object({
  orderNumber: z.string(),
  /** Opens the order overview (`?order=<number>&key=<accessKey>`). */
  accessKey: z.string(),
  /** The payment provider's hosted page. */
  redirectUrl: z.string(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

const addressViewSchema = checkoutAddressSchema.extend({ countryName: z.string() });

export const paymentInstructionsSchema = z.object({
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
  reference: z.string(),
  amount: moneySchema,
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const orderViewSchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  paymentMethod: z.object({ code: z.string(), name: z.string() }),
  paymentInstructions: paymentInstructionsSchema.nullable(),
  /** The methods "Change Payment Method" offers after a failure (empty otherwise). */
  paymentMethods: z.array(paymentMethodSchema),
  deliveryAddress: addressViewSchema,
  billingAddress: addressViewSchema,
  items: z.array(
    z.object({
      productSlug: z.string(),
      productName: z.string(),
      seeds: z.number().int(),
      freeSeeds: z.number().int(),
      quantity: z.number().int(),
      unitPrice: moneySchema,
      lineTotal: moneySchema,
    }),
  ),
  coupon: z.string().nullable(),
  subtotal: moneySchema,
  discount: moneySchema,
  shipping: moneySchema,
  total: moneySchema,
  /** The shipping method chosen at checkout (the page names it by `tracked`; `label` is the api's English one). */
  shippingMethod: z
    .object({
      carrierKey: z.string(),
      label: z.string(),
      tracked: z.boolean(),
      minDays: z.number().int(),
      maxDays: z.number().int(),
    })
    .optional(),
  shipments: z.array(
    z.object({
      id: z.number().int(),
      carrierKey: z.string(),
      carrierLabel: z.string(),
      status: z.enum(SHIPMENT_STATUSES),
      /** The carrier's public tracking page for the code; null when the carrier has none (or no code yet). */
      trackingUrl: z.string().nullable(),
      /** The carrier's tracking code once sent (shown as text too); null for untracked mail. */
      trackingCode: z.string().nullable().optional(),
      tracked: z.boolean().optional(),
      createdAt: z.string(),
      processingAt: z.string().nullable(),
      sentAt: z.string().nullable(),
      /** Reading one of spec 4: From = earliest, Average = midpoint, At Latest = latest day (ISO dates). */
      estimate: z.object({ from: z.string(), average: z.string(), atLatest: z.string() }),
      /** `seeds`: the pack size of the line (seeds per pack). */
      items: z.array(
        z.object({ productName: z.string(), quantity: z.number().int(), seeds: z.number().int().optional() }),
      ),
    }),
  ),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const completePaymentSchema = z.object({ paymentMethod: z.string().min(1).max(40) });
export const completePaymentResponseSchema = z.object({ redirectUrl: z.string() });

export const orderStatusLookupSchema = z.object({
  email: z.string().max(254).default(''),
  orderNumber: z.string().max(40).default(''),
});
export const orderStatusLookupResponseSchema = z.object({ orderNumber: z.string(), accessKey: z.string() });
export const orderLinkRequestSchema = z.object({ email: z.string().max(254).default('') });
export const orderLinkResponseSchema = z.object({ sent: z.literal(true) });

/** One order in the account's orders list (`GET /api/account/orders`), newest first. */
export const accountOrderSummarySchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The storefront the order was placed in (its overview path and currency). */
  storefront: z.string(),
  itemCount: z.number().int(),
  total: moneySchema,
});
export type AccountOrderSummary = z.infer<typeof accountOrderSummarySchema>;
export const accountOrdersSchema = z.object({ orders: z.array(accountOrderSummarySchema) });
export type AccountOrders = z.infer<typeof accountOrdersSchema>;
