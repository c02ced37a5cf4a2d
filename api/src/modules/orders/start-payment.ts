import { randomUUID } from 'node:crypto';
import { STOREFRONTS, type StorefrontCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { type PaymentProvider, paymentKindOf } from '../payments/provider';
import { paymentRepository } from '../payments/repository';
import { accessKeyFor, type OrderLinks, overviewPath } from './order-links';
import { orderRepository } from './repository';

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
  await paymentRepository.insert(tx, {
    id: paymentId,
    orderId: order.orderId,
    provider: ctx.provider.name,
    providerRef: created.providerRef,
    method: order.method,
    amount: order.amount,
    currency: storefront.currency,
    checkoutUrl: created.checkoutUrl,
  });
  await orderRepository.paymentStarted(tx, order.orderId, paymentId, order.method);
  return created.checkoutUrl;
}
