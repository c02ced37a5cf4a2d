import type { CurrencyCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';

/** A coupon as it applies in one currency. */
export interface CouponRow {
  code: string;
  kind: 'percent' | 'fixed';
  /** Whole percent (percent coupons). */
  percent: number | null;
  /** Discount in minor units of the currency asked for (fixed coupons); null: no amount in that currency. */
  amount: number | null;
  /** Minimum subtotal in that currency; 0 without one. */
  min_subtotal: number;
  /** True when the coupon has a row for the currency (a fixed coupon applies only then). */
  has_currency: boolean;
  active: boolean;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  times_used: number;
  once_per_email: boolean;
}

const COUPON_COLUMNS = `c.code, c.kind, c.value AS percent, a.amount, coalesce(a.min_subtotal, 0) AS min_subtotal,
  a.coupon_code IS NOT NULL AS has_currency, c.active, to_char(c.valid_from, 'YYYY-MM-DD') AS valid_from,
  to_char(c.valid_until, 'YYYY-MM-DD') AS valid_until, c.usage_limit, c.times_used, c.once_per_email`;

export const couponRepository = {
  /** `code` as stored (upper case); `forUpdate` locks the coupon row (redemption). */
  async find(db: Queryable, code: string, currency: CurrencyCode, forUpdate = false): Promise<CouponRow | undefined> {
    const { rows } = await db.query<CouponRow>(
      `SELECT ${COUPON_COLUMNS} FROM coupons c
       LEFT JOIN coupon_amounts a ON a.coupon_code = c.code AND a.currency = $2
       WHERE c.code = $1${forUpdate ? ' FOR UPDATE OF c' : ''}`,
      [code, currency],
    );
    return rows[0];
  },

  /** The coupon on a cart, as it applies in `currency`; one query. */
  async findOfCart(db: Queryable, cartId: string, currency: CurrencyCode): Promise<CouponRow | undefined> {
    const { rows } = await db.query<CouponRow>(
      `SELECT ${COUPON_COLUMNS} FROM carts k JOIN coupons c ON c.code = k.coupon_code
       LEFT JOIN coupon_amounts a ON a.coupon_code = c.code AND a.currency = $2
       WHERE k.id = $1`,
      [cartId, currency],
    );
    return rows[0];
  },

  async insertIssued(
    db: Queryable,
    c: { code: string; percent: number; validUntil: string; description: string },
  ): Promise<boolean> {
    const { rows } = await db.query(
      `INSERT INTO coupons (code, kind, value, active, valid_until, usage_limit, once_per_email, public, description)
       VALUES ($1, 'percent', $2, true, $3::date, 1, true, false, $4) ON CONFLICT (code) DO NOTHING RETURNING code`,
      [c.code, c.percent, c.validUntil, c.description],
    );
    return rows.length > 0;
  },

  /** Counts one use unless the limit is reached; false then. Takes the coupon row's lock until commit. */
  async countUse(db: Queryable, code: string): Promise<boolean> {
    const { rows } = await db.query(
      `UPDATE coupons SET times_used = times_used + 1
       WHERE code = $1 AND (usage_limit IS NULL OR times_used < usage_limit) RETURNING code`,
      [code],
    );
    return rows.length > 0;
  },

  /** The cart's redemption (made by an order of it) and the cart's coupon code, in one statement. */
  async redemptionAndCoupon(
    db: Queryable,
    cartId: string,
  ): Promise<{ done: { coupon_code: string; discount: number } | null; code: string | null }> {
    const { rows } = await db.query<{ done: { coupon_code: string; discount: number } | null; code: string | null }>(
      `SELECT (SELECT jsonb_build_object('coupon_code', coupon_code, 'discount', discount)
               FROM coupon_redemptions WHERE cart_id = $1) AS done,
              (SELECT coupon_code FROM carts WHERE id = $1) AS code`,
      [cartId],
    );
    return rows[0] ?? { done: null, code: null };
  },

  async usedByEmail(db: Queryable, code: string, email: string): Promise<boolean> {
    const { rows } = await db.query(
      'SELECT 1 FROM coupon_redemptions WHERE coupon_code = $1 AND lower(btrim(email)) = lower(btrim($2)) LIMIT 1',
      [code, email],
    );
    return rows.length > 0;
  },

  /**
   * False when a unique key (the cart's, or the e-mail's for a once-per-e-mail coupon) already has a redemption:
   * ON CONFLICT instead of an exception keeps the caller's transaction usable and the answer a 4xx.
   */
  async insertRedemption(
    db: Queryable,
    r: { code: string; cartId: string; email: string; oncePerEmail: boolean; discount: number; currency: string },
  ): Promise<boolean> {
    const { rows } = await db.query(
      `INSERT INTO coupon_redemptions (coupon_code, cart_id, email, email_key, discount, currency)
       VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN lower(btrim($3)) END, $5, $6)
       ON CONFLICT DO NOTHING RETURNING id`,
      [r.code, r.cartId, r.email, r.oncePerEmail, r.discount, r.currency],
    );
    return rows.length > 0;
  },

  async setCartCoupon(db: Queryable, cartId: string, code: string | null): Promise<void> {
    await db.query('UPDATE carts SET coupon_code = $2, updated_at = now() WHERE id = $1', [cartId, code]);
  },
};
