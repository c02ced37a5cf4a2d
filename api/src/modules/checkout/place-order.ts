import { randomUUID } from 'node:crypto';
import {
  CHECKOUT_ERROR_MESSAGES,
  STOREFRONTS,
  type CheckoutErrors,
  type CheckoutForm,
  type PlaceOrderResponse,
  type StorefrontCode,
  validateCheckoutForm,
} from '@storefront/shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../http/errors';
import { hashCartToken } from '../cart/cart-token';
import { cartRepository } from '../cart/repository';
import { redeemCoupon } from '../coupons/redeem-coupon';
import { accessKeyFor, type OrderLinks, overviewPath } from '../orders/order-links';
import type { PaymentProvider } from '../payments/provider';
import { paymentKindOf } from '../payments/provider';
import { paymentMethodsFor } from './payment-options';
import { shippingPrice } from './shipping';
import { shippingRepository } from './shipping-repository';

export interface CheckoutContext {
  db: Database;
  storefront: StorefrontCode;
  provider: PaymentProvider;
  links: OrderLinks;
  /** The logged-in customer placing the order: it becomes theirs, confirmed to the account's e-mail. */
  customer?: { id: string; email: string } | null;
}

/** 422 CHECKOUT_INVALID: each issue is a field path with spec 5's message for it. */
export function checkoutInvalid(errors: CheckoutErrors): AppError {
  const issues = Object.entries(errors).map(([path, rule]) => ({ path, message: CHECKOUT_ERROR_MESSAGES[rule!] }));
  return new AppError(
    422,
    'CHECKOUT_INVALID',
    issues[0]?.message ?? 'The checkout form is not complete.',
    undefined,
    issues,
  );
}

interface OpenCart {
  id: string;
  closed: boolean;
}

async function lockCart(tx: Queryable, token: string | undefined): Promise<OpenCart | undefined> {
  if (!token) return undefined;
  const { rows } = await tx.query<OpenCart>(
    'SELECT id::text AS id, closed_at IS NOT NULL AS closed FROM carts WHERE token_hash = $1 FOR UPDATE',
    [hashCartToken(token)],
  );
  return rows[0];
}

async function existingOrder(tx: Queryable, key: string, ctx: CheckoutContext, cartId: string | undefined) {
  const { rows } = await tx.query<{ number: string; cart_id: string; checkout_url: string | null }>(
    `SELECT o.number, o.cart_id::text AS cart_id, p.checkout_url FROM orders o
     LEFT JOIN payments p ON p.id = o.current_payment_id WHERE o.idempotency_key = $1`,
    [key],
  );
  const order = rows[0];
  if (!order) return undefined;
  if (order.cart_id !== cartId) {
    throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This checkout was already used for another cart.');
  }
  return answer(ctx, order.number, order.checkout_url ?? overviewPathFor(ctx, order.number));
}

const overviewPathFor = (ctx: CheckoutContext, number: string) =>
  overviewPath(ctx.storefront, number, accessKeyFor(ctx.links.secret, number));

const answer = (ctx: CheckoutContext, number: string, redirectUrl: string): PlaceOrderResponse => ({
  orderNumber: number,
  accessKey: accessKeyFor(ctx.links.secret, number),
  redirectUrl,
});

/**
 * Pay Now: checks the form again, prices the cart from the database (nothing the client sends about amounts
 * is read), writes the order, starts its payment at the provider and closes the cart, in one transaction
 * holding the cart's lock. The same idempotency key answers the same order, however many times it comes.
 */
export async function placeOrder(
  ctx: CheckoutContext,
  token: string | undefined,
  form: CheckoutForm,
  idempotencyKey: string,
): Promise<PlaceOrderResponse> {
  form = {
    ...form,
    // A logged-in shopper's confirmation goes to the account's e-mail (the page says so).
    email: ctx.customer ? ctx.customer.email : form.email,
    delivery: { ...form.delivery, country: form.delivery.country.toUpperCase() },
    billing: { ...form.billing, country: form.billing.country.toUpperCase() },
  };
  const errors = validateCheckoutForm(form);
  if (Object.keys(errors).length) throw checkoutInvalid(errors);
  const storefront = STOREFRONTS[ctx.storefront];

  return ctx.db.transaction(async (tx) => {
    const cart = await lockCart(tx, token);
    const existing = await existingOrder(tx, idempotencyKey, ctx, cart?.id);
    if (existing) return existing;
    if (!cart || cart.closed) throw new AppError(409, 'CART_CLOSED', 'This cart was already ordered.');
    const lines = await cartRepository.lines(tx, cart.id, storefront.currency);
    if (!lines.length) throw new AppError(409, 'CART_EMPTY', 'Your cart is empty.');

    const country = await shippingRepository.country(tx, form.delivery.country);
    if (!country || country.storefront !== ctx.storefront) throw checkoutInvalid({ 'delivery.country': 'country' });
    if (!form.billingSameAsDelivery) {
      const billingCountry = await shippingRepository.country(tx, form.billing.country);
      if (!billingCountry) throw checkoutInvalid({ 'billing.country': 'country' });
    }
    const method = (await shippingRepository.methods(tx, country.id)).find((m) => m.id === form.shippingMethodId);
    if (!method) throw checkoutInvalid({ shippingMethodId: 'shippingMethod' });
    const payment = (await paymentMethodsFor(tx, ctx.storefront, country.iso)).find(
      (p) => p.code === form.paymentMethod,
    );
    if (!payment) throw checkoutInvalid({ paymentMethod: 'paymentMethod' });

    const subtotal = lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
    // The cart's coupon is redeemed here, under its row lock: a single-use code makes one order, however many race.
    const redemption = await redeemCoupon(tx, cart.id, form.email, { subtotal, currency: storefront.currency });
    const discount = Math.min(redemption?.discount ?? 0, subtotal);
    const shipping = shippingPrice(method, country, subtotal - discount);
    const total = subtotal - discount + shipping;
    const orderId = randomUUID();
    const paymentId = randomUUID();
    const billing = form.billingSameAsDelivery ? form.delivery : form.billing;
    const orderLines = lines.map((l) => ({ ...l, line_total: l.unit_price * l.quantity }));
    // One statement: the order (numbered from the sequence), its lines and the cart closed.
    const { rows } = await tx.query<{ number: string }>(
      `WITH o AS (
         INSERT INTO orders (id, number, idempotency_key, cart_id, storefront, language, currency, email,
           delivery_address, billing_address, country, shipping_method_id, carrier_key, min_days, max_days, delay_days,
           coupon, subtotal, discount, shipping, total, status, payment_method, current_payment_id, customer_id)
         VALUES ($1, 'SF' || nextval('order_number_seq'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
           $23, $16, $17, $18, $19, 'processing', $20, $21, $24)
         RETURNING id, number),
       l AS (
         INSERT INTO order_lines (order_id, pack_id, product_slug, product_name, seeds, free_seeds, quantity, unit_price, line_total)
         SELECT o.id, x.pack_id, x.product_slug, x.product_name, x.seeds, x.free_seeds, x.quantity, x.unit_price, x.line_total
         FROM o, jsonb_to_recordset($22::jsonb) AS x(pack_id int, product_slug text, product_name text, seeds int,
           free_seeds int, quantity int, unit_price int, line_total int)),
       c AS (UPDATE carts SET closed_at = now(), checkout_draft = NULL WHERE id = $3)
       SELECT number FROM o`,
      [
        orderId,
        idempotencyKey,
        cart.id,
        ctx.storefront,
        storefront.language,
        storefront.currency,
        form.email.trim(),
        JSON.stringify(form.delivery),
        JSON.stringify(billing),
        country.iso,
        method.id,
        method.carrier_key,
        method.min_days,
        method.max_days,
        country.delay_days,
        subtotal,
        discount,
        shipping,
        total,
        payment.code,
        paymentId,
        JSON.stringify(orderLines),
        redemption?.code ?? null,
        ctx.customer?.id ?? null,
      ],
    );
    const number = rows[0]!.number;
    const checkoutUrl = await startPayment(
      tx,
      ctx,
      { orderId, number, method: payment.code, amount: total },
      { paymentId, isCurrent: true },
    );
    return answer(ctx, number, checkoutUrl);
  });
}

/** A payment attempt for an order: created at the provider, recorded as the order's current payment. */
export async function startPayment(
  tx: Queryable,
  ctx: Pick<CheckoutContext, 'provider' | 'links'> & { storefront: StorefrontCode },
  order: { orderId: string; number: string; method: string; amount: number },
  /** A new order already names its payment (one statement less). */
  { paymentId = randomUUID(), isCurrent = false }: { paymentId?: string; isCurrent?: boolean } = {},
): Promise<string> {
  const storefront = STOREFRONTS[ctx.storefront];
  const created = await ctx.provider.createPayment(tx, {
    paymentId,
    method: order.method,
    kind: paymentKindOf(order.method),
    amount: order.amount,
    currency: storefront.currency,
    description: `Order ${order.number}`,
    reference: order.number,
    returnUrl: overviewPath(ctx.storefront, order.number, accessKeyFor(ctx.links.secret, order.number)),
  });
  await tx.query(
    `INSERT INTO payments (id, order_id, provider, provider_ref, method, status, amount, currency, checkout_url)
     VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8)`,
    [
      paymentId,
      order.orderId,
      ctx.provider.name,
      created.providerRef,
      order.method,
      order.amount,
      storefront.currency,
      created.checkoutUrl,
    ],
  );
  if (isCurrent) return created.checkoutUrl;
  await tx.query(
    `UPDATE orders SET current_payment_id = $2, payment_method = $3, status = 'processing' WHERE id = $1`,
    [order.orderId, paymentId, order.method],
  );
  return created.checkoutUrl;
}
