import { randomUUID } from 'node:crypto';
import {
  CHECKOUT_ERROR_MESSAGES,
  STOREFRONTS,
  type CheckoutErrors,
  type CheckoutForm,
  type CurrencyCode,
  type PlaceOrderResponse,
  type StorefrontCode,
  validateCheckoutForm,
} from '@storefront/shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../http/errors';
import { hashCartToken } from '../cart/cart-token';
import { type CartLineRow, cartLinesSql } from '../cart/repository';
import { redeemCoupon } from '../coupons/redeem-coupon';
import { accessKeyFor, type OrderLinks, overviewPath } from '../orders/order-links';
import { createProviderPayment } from '../orders/start-payment';
import type { PaymentProvider } from '../payments/provider';
import { shippingPrice } from '../shipping/shipping';
import type { CountryRow, ShippingMethodRow } from '../shipping/repository';

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

/**
 * After the cart's lock (a separate statement, so this one's snapshot sees an order committed while it waited):
 * the order already placed with `key`, if any, and the cart's lines priced now.
 */
async function existingOrderAndLines(
  tx: Queryable,
  key: string,
  cartId: string | undefined,
  currency: CurrencyCode,
): Promise<{ existing: ExistingOrder | null; lines: CartLineRow[] }> {
  const { rows } = await tx.query<{ existing: ExistingOrder | null; lines: CartLineRow[] }>(
    `SELECT (SELECT jsonb_build_object('number', o.number, 'cart_id', o.cart_id::text, 'checkout_url', p.checkout_url)
             FROM orders o LEFT JOIN payments p ON p.id = o.current_payment_id WHERE o.idempotency_key = $1) AS existing,
            (SELECT coalesce(jsonb_agg(to_jsonb(l) ORDER BY l.id), '[]'::jsonb) FROM (${cartLinesSql('$2::uuid', '$3')}) l)
              AS lines`,
    [key, cartId ?? null, currency],
  );
  return rows[0] ?? { existing: null, lines: [] };
}

interface ExistingOrder {
  number: string;
  cart_id: string;
  checkout_url: string | null;
}

function answerExisting(ctx: CheckoutContext, order: ExistingOrder, cartId: string | undefined): PlaceOrderResponse {
  if (order.cart_id !== cartId) {
    throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This checkout was already used for another cart.');
  }
  return answer(ctx, order.number, order.checkout_url ?? overviewPathFor(ctx, order.number));
}

/**
 * The delivery country, the chosen shipping method of it, whether the payment method is offered there and the
 * billing country exists, in one statement; when all hold, the order's number is drawn from its sequence too.
 */
async function checkedChoices(
  tx: Queryable,
  storefront: StorefrontCode,
  form: CheckoutForm,
): Promise<{
  country: CountryRow | null;
  method: ShippingMethodRow | null;
  payment_ok: boolean;
  billing_ok: boolean;
  number: string | null;
}> {
  const { rows } = await tx.query<{
    country: CountryRow | null;
    method: ShippingMethodRow | null;
    payment_ok: boolean;
    billing_ok: boolean;
    number: string | null;
  }>(
    `WITH c AS (SELECT id, iso, name, storefront, min_days, max_days, delay_days, free_from FROM countries WHERE iso = $1),
     m AS (SELECT m.id, m.carrier_key, k.label, k.tracked, m.price, m.min_days, m.max_days
           FROM c JOIN shipping_methods m ON m.country_id = c.id JOIN carriers k ON k.key = m.carrier_key
           WHERE m.id = $3),
     v AS (SELECT (SELECT to_jsonb(c) FROM c) AS country, (SELECT to_jsonb(m) FROM m) AS method,
             EXISTS (SELECT 1 FROM c, payment_options o WHERE o.storefront = $2 AND o.code = $4
                     AND (cardinality(o.countries) = 0 OR c.iso = ANY (o.countries))) AS payment_ok,
             ($5::text IS NULL OR EXISTS (SELECT 1 FROM countries WHERE iso = $5)) AS billing_ok)
     SELECT v.*, CASE WHEN v.country->>'storefront' = $2 AND v.method IS NOT NULL AND v.payment_ok AND v.billing_ok
                 THEN 'SF' || nextval('order_number_seq') END AS number
     FROM v`,
    [
      form.delivery.country,
      storefront,
      form.shippingMethodId,
      form.paymentMethod,
      form.billingSameAsDelivery ? null : form.billing.country,
    ],
  );
  return rows[0]!;
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
    const { existing, lines } = await existingOrderAndLines(tx, idempotencyKey, cart?.id, storefront.currency);
    if (existing) return answerExisting(ctx, existing, cart?.id);
    if (!cart || cart.closed) throw new AppError(409, 'CART_CLOSED', 'This cart was already ordered.');
    if (!lines.length) throw new AppError(409, 'CART_EMPTY', 'Your cart is empty.');

    const { country, method, payment_ok, billing_ok, number } = await checkedChoices(tx, ctx.storefront, form);
    if (!country || country.storefront !== ctx.storefront) throw checkoutInvalid({ 'delivery.country': 'country' });
    if (!billing_ok) throw checkoutInvalid({ 'billing.country': 'country' });
    if (!method) throw checkoutInvalid({ shippingMethodId: 'shippingMethod' });
    if (!payment_ok || !number) throw checkoutInvalid({ paymentMethod: 'paymentMethod' });

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
    // The payment at the provider first (it is told the order's number), then one statement: the order, its
    // lines, its payment and the cart closed.
    const created = await createProviderPayment(
      tx,
      ctx,
      { number, method: form.paymentMethod, amount: total },
      paymentId,
    );
    await tx.query(
      `WITH o AS (
         INSERT INTO orders (id, number, idempotency_key, cart_id, storefront, language, currency, email,
           delivery_address, billing_address, country, shipping_method_id, carrier_key, min_days, max_days, delay_days,
           coupon, subtotal, discount, shipping, total, status, payment_method, current_payment_id, customer_id)
         VALUES ($1, $25, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
           $23, $16, $17, $18, $19, 'processing', $20, $21, $24)
         RETURNING id),
       l AS (
         INSERT INTO order_lines (order_id, pack_id, product_slug, product_name, seeds, free_seeds, quantity, unit_price, line_total)
         SELECT o.id, x.pack_id, x.product_slug, x.product_name, x.seeds, x.free_seeds, x.quantity, x.unit_price, x.line_total
         FROM o, jsonb_to_recordset($22::jsonb) AS x(pack_id int, product_slug text, product_name text, seeds int,
           free_seeds int, quantity int, unit_price int, line_total int)),
       p AS (
         INSERT INTO payments (id, order_id, provider, provider_ref, method, status, amount, currency, checkout_url)
         SELECT $21, o.id, $26, $27, $20, 'open', $19, $6, $28 FROM o),
       c AS (UPDATE carts SET closed_at = now(), checkout_draft = NULL WHERE id = $3)
       SELECT 1`,
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
        form.paymentMethod,
        paymentId,
        JSON.stringify(orderLines),
        redemption?.code ?? null,
        ctx.customer?.id ?? null,
        number,
        ctx.provider.name,
        created.providerRef,
        created.checkoutUrl,
      ],
    );
    return answer(ctx, number, created.checkoutUrl);
  });
}
