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
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { hashCartToken } from '../cart/cart-token';
import { redeemCoupon } from '../coupons/redeem-coupon';
import { accessKeyFor, type OrderLinks, overviewPath } from '../orders/order-links';
import { createProviderPayment } from '../orders/start-payment';
import type { PaymentProvider } from '../payments/provider';
import { shippingPrice } from '../shipping/shipping';
import { checkoutRepository, type ExistingOrder } from './repository';

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

function answerExisting(ctx: CheckoutContext, order: ExistingOrder, cartId: string | undefined): PlaceOrderResponse {
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
    const cart = token ? await checkoutRepository.lockCart(tx, hashCartToken(token)) : undefined;
    const { existing, lines } = await checkoutRepository.existingOrderAndLines(
      tx,
      idempotencyKey,
      cart?.id,
      storefront.currency,
    );
    if (existing) return answerExisting(ctx, existing, cart?.id);
    if (!cart || cart.closed) throw new AppError(409, 'CART_CLOSED', 'This cart was already ordered.');
    if (!lines.length) throw new AppError(409, 'CART_EMPTY', 'Your cart is empty.');

    const { country, method, payment_ok, billing_ok, number } = await checkoutRepository.checkedChoices(
      tx,
      ctx.storefront,
      form,
    );
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
    await checkoutRepository.writeOrder(tx, {
      id: orderId,
      number,
      idempotencyKey,
      cartId: cart.id,
      storefront: ctx.storefront,
      language: storefront.language,
      currency: storefront.currency,
      email: form.email.trim(),
      delivery: form.delivery,
      billing,
      country,
      method,
      coupon: redemption?.code ?? null,
      subtotal,
      discount,
      shipping,
      total,
      paymentMethod: form.paymentMethod,
      paymentId,
      lines: orderLines,
      customerId: ctx.customer?.id ?? null,
      provider: ctx.provider.name,
      providerRef: created.providerRef,
      checkoutUrl: created.checkoutUrl,
    });
    return answer(ctx, number, created.checkoutUrl);
  });
}
