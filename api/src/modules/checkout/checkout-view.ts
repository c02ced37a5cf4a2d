import { addressRepository } from '../accounts/address-repository';
import { createHash } from 'node:crypto';
import {
  STOREFRONTS,
  type CheckoutErrors,
  type CheckoutForm,
  type CheckoutView,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { hashCartToken } from '../cart/cart-token';
import { emptyCart, loadCart } from '../cart/cart-view';
import { paymentMethodsFor } from '../payments/payment-options';
import { isFreeShipping, shippingPrice } from '../shipping/shipping';
import { shippingRepository } from '../shipping/repository';
import { checkoutRepository } from './repository';

export interface CheckoutDraft {
  form: CheckoutForm;
  errors: CheckoutErrors;
}

export interface CheckoutViewContext {
  db: Queryable;
  storefront: StorefrontCode;
  maxSeeds: number;
  detectedCountry: string | null;
  /** The logged-in shopper, if any: their address book and e-mail join the view. */
  customer?: { id: string; email: string } | null;
}

/** The logged-in shopper's address book for the checkout: each address says whether this storefront delivers there. */
async function accountOf(ctx: CheckoutViewContext): Promise<NonNullable<CheckoutView['account']> | null> {
  if (!ctx.customer) return null;
  const addresses = await addressRepository.list(ctx.db, ctx.customer.id);
  const result: NonNullable<CheckoutView['account']>['addresses'] = [];
  for (const a of addresses) {
    const country = await shippingRepository.country(ctx.db, a.country);
    result.push({
      id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      phone: a.phone,
      address1: a.line1,
      address2: a.line2,
      city: a.city,
      postalCode: a.postalCode,
      state: a.state,
      country: a.country,
      countryName: country?.name ?? a.country,
      allowed: country?.storefront === ctx.storefront,
      defaultShipping: a.defaultShipping,
      defaultBilling: a.defaultBilling,
    });
  }
  return { email: ctx.customer.email, addresses: result };
}

function openCartOf(db: Queryable, token: string | undefined) {
  return token ? checkoutRepository.openCartDraft<CheckoutDraft>(db, hashCartToken(token)) : undefined;
}

/** Remembers the checkout country (the cart's shipping line follows it) and, when given, the form as posted. */
export async function saveCheckoutDraft(
  db: Queryable,
  token: string | undefined,
  country: string | null,
  draft: CheckoutDraft | null,
): Promise<void> {
  const cart = await openCartOf(db, token);
  if (!cart) return;
  await checkoutRepository.saveDraft(db, cart.id, country, draft);
}

/**
 * The checkout page's data: the cart priced for the delivery country, that country's shipping and payment
 * methods (none before a country is chosen), the region-mismatch offer and the form as last posted.
 */
export async function checkoutView(
  ctx: CheckoutViewContext,
  token: string | undefined,
  requestedCountry: string | null,
): Promise<CheckoutView> {
  const storefront = STOREFRONTS[ctx.storefront];
  const where = { storefront: ctx.storefront, detectedCountry: ctx.detectedCountry };
  const countries = await shippingRepository.countries(ctx.db, ctx.storefront);
  const cartRow = await openCartOf(ctx.db, token);
  const account = await accountOf(ctx);
  // A logged-in shopper's default delivery address in this storefront chooses the country (and its options).
  const defaultAddress = account?.addresses.find((a) => a.defaultShipping && a.allowed);
  const wanted =
    requestedCountry ??
    cartRow?.checkout_draft?.form.delivery.country ??
    defaultAddress?.country ??
    cartRow?.country ??
    null;
  const country = countries.find((c) => c.iso === wanted?.toUpperCase()) ?? null;
  if (cartRow && country && cartRow.country !== country.iso) {
    await checkoutRepository.setCartCountry(ctx.db, cartRow.id, country.iso);
  }
  const cart = cartRow
    ? await loadCart(ctx.db, cartRow.id, storefront.currency, ctx.maxSeeds, where)
    : await emptyCart(ctx.db, storefront.currency, ctx.maxSeeds, where);
  const merchandise = cart.subtotal.amount - cart.discount.amount;
  const money = (amount: number) => ({ amount, currency: storefront.currency });
  const methods = country ? await shippingRepository.methods(ctx.db, country.id) : [];

  let regionMismatch: CheckoutView['regionMismatch'] = null;
  if (ctx.detectedCountry) {
    const detected = await shippingRepository.country(ctx.db, ctx.detectedCountry);
    if (detected && detected.storefront !== ctx.storefront) {
      regionMismatch = { country: detected.iso, countryName: detected.name, storefront: detected.storefront };
    }
  }
  return {
    cart,
    country: country?.iso ?? null,
    countries: countries.map((c) => ({ iso: c.iso, name: c.name })),
    shippingMethods: country
      ? methods.map((m) => ({
          id: m.id,
          carrierKey: m.carrier_key,
          label: m.label,
          tracked: m.tracked,
          price: money(shippingPrice(m, country, merchandise)),
          listPrice: money(m.price),
          freeOver: country.free_from === 0 || isFreeShipping(country, merchandise) ? null : money(country.free_from),
          minDays: m.min_days,
          maxDays: m.max_days,
          orderTotal: money(merchandise + shippingPrice(m, country, merchandise)),
        }))
      : [],
    paymentMethods: country ? await paymentMethodsFor(ctx.db, ctx.storefront, country.iso) : [],
    regionMismatch,
    form: cartRow?.checkout_draft?.form ?? null,
    errors: (cartRow?.checkout_draft?.errors ?? {}) as Record<string, string>,
    checkoutKey: `ck_${createHash('sha256')
      .update(cartRow?.id ?? 'no-cart')
      .digest('base64url')
      .slice(0, 40)}`,
    account,
  };
}
