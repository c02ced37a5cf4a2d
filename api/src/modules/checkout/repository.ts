import type {
  CheckoutAddress,
  CheckoutForm,
  CurrencyCode,
  Language,
  StorefrontCode,
} from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { type CartLineRow, cartLinesSql } from '../cart/repository';
import type { CountryRow, ShippingMethodRow } from '../shipping/repository';

export interface OpenCart {
  id: string;
  closed: boolean;
}

export interface ExistingOrder {
  number: string;
  cart_id: string;
  checkout_url: string | null;
}

/** An order as Pay Now writes it: priced by the server, with its first payment created at the provider. */
export interface NewOrder {
  id: string;
  number: string;
  idempotencyKey: string;
  cartId: string;
  storefront: StorefrontCode;
  language: Language;
  currency: CurrencyCode;
  email: string;
  delivery: CheckoutAddress;
  billing: CheckoutAddress;
  country: CountryRow;
  method: ShippingMethodRow;
  coupon: string | null;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  paymentMethod: string;
  paymentId: string;
  lines: Array<CartLineRow & { line_total: number }>;
  customerId: string | null;
  provider: string;
  providerRef: string;
  checkoutUrl: string;
}

/** SQL of placing an order: the cart locked, the choices checked, the order written. */
export const checkoutRepository = {
  /** The open cart of `tokenHash` with its delivery country and the checkout form as last posted. */
  async openCartDraft<Draft>(
    db: Queryable,
    tokenHash: string,
  ): Promise<{ id: string; country: string | null; checkout_draft: Draft | null } | undefined> {
    const { rows } = await db.query<{ id: string; country: string | null; checkout_draft: Draft | null }>(
      'SELECT id::text AS id, country, checkout_draft FROM carts WHERE token_hash = $1 AND closed_at IS NULL',
      [tokenHash],
    );
    return rows[0];
  },

  /** Remembers the checkout country and the posted form; a null leaves the stored value as it is. */
  async saveDraft(db: Queryable, cartId: string, country: string | null, draft: object | null): Promise<void> {
    await db.query(
      'UPDATE carts SET country = coalesce($2, country), checkout_draft = coalesce($3, checkout_draft) WHERE id = $1',
      [cartId, country, draft ? JSON.stringify(draft) : null],
    );
  },

  async setCartCountry(db: Queryable, cartId: string, country: string): Promise<void> {
    await db.query('UPDATE carts SET country = $2 WHERE id = $1', [cartId, country]);
  },

  async lockCart(tx: Queryable, tokenHash: string): Promise<OpenCart | undefined> {
    const { rows } = await tx.query<OpenCart>(
      'SELECT id::text AS id, closed_at IS NOT NULL AS closed FROM carts WHERE token_hash = $1 FOR UPDATE',
      [tokenHash],
    );
    return rows[0];
  },

  /**
   * After the cart's lock (a separate statement, so this one's snapshot sees an order committed while it waited):
   * the order already placed with `key`, if any, and the cart's lines priced now.
   */
  async existingOrderAndLines(
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
  },

  /**
   * The delivery country, the chosen shipping method of it, whether the payment method is offered there and the
   * billing country exists, in one statement; when all hold, the order's number is drawn from its sequence too.
   */
  async checkedChoices(
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
  },

  /**
   * The order, its lines, its payment and the cart closed, in one statement (one round trip under the cart's lock).
   */
  async writeOrder(tx: Queryable, o: NewOrder): Promise<void> {
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
        o.id,
        o.idempotencyKey,
        o.cartId,
        o.storefront,
        o.language,
        o.currency,
        o.email,
        JSON.stringify(o.delivery),
        JSON.stringify(o.billing),
        o.country.iso,
        o.method.id,
        o.method.carrier_key,
        o.method.min_days,
        o.method.max_days,
        o.country.delay_days,
        o.subtotal,
        o.discount,
        o.shipping,
        o.total,
        o.paymentMethod,
        o.paymentId,
        JSON.stringify(o.lines),
        o.coupon,
        o.customerId,
        o.number,
        o.provider,
        o.providerRef,
        o.checkoutUrl,
      ],
    );
  },
};
