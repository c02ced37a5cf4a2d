import { randomUUID } from 'node:crypto';
import { STOREFRONTS, type StorefrontCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { type PaymentProvider, paymentKindOf } from '../payments/provider';
import { accessKeyFor, type OrderLinks, overviewPath } from './order-links';

/** What starting an order's payment needs: the provider, the order links (its return address), the storefront. */
export interface PaymentContext {
  provider: PaymentProvider;
  links: OrderLinks;
  storefront: StorefrontCode;
}

/** The payment created at the provider, told the order's number (the sandbox's is a row on `tx`). */
export function createProviderPayment(
  tx: Queryable,
  ctx: PaymentContext,
  order: { number: string; method: string; amount: number },
  paymentId: string,
) {
  return ctx.provider.createPayment(tx, {
    paymentId,
    method: order.method,
    kind: paymentKindOf(order.method),
    amount: order.amount,
    currency: STOREFRONTS[ctx.storefront].currency,
    description: `Order ${order.number}`,
    reference: order.number,
    returnUrl: overviewPath(ctx.storefront, order.number, accessKeyFor(ctx.links.secret, order.number)),
  });
}

/** A payment attempt for an order: created at the provider, recorded as the order's current payment. */
export async function startPayment(
  tx: Queryable,
  ctx: PaymentContext,
  order: { orderId: string; number: string; method: string; amount: number },
): Promise<string> {
  const storefront = STOREFRONTS[ctx.storefront];
  const paymentId = randomUUID();
  const created = await createProviderPayment(tx, ctx, order, paymentId);
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
  await tx.query(
    `UPDATE orders SET current_payment_id = $2, payment_method = $3, status = 'processing' WHERE id = $1`,
    [order.orderId, paymentId, order.method],
  );
  return created.checkoutUrl;
}
