// What the cart and the checkout page offer: shipping prices and thresholds, and the methods of a country; placing
// the order: checkout.test.ts.
import { cartSchema, checkoutViewSchema } from '@storefront/shared-contracts/schemas';
import { checkoutApp, shopper } from '../../test/shopper';

const c = checkoutApp();

describe('shipping in the cart', () => {
  it("prices the cheapest method of the storefront's country and tells the free-shipping threshold", async () => {
    const s = shopper(c.t.app);
    await s.add(c.pack.id, 1);
    const cart = cartSchema.parse((await s.getCart()).json());
    const [cheapest] = await c.methodsOf('NL');
    expect(cart.shippingInfo).toEqual({ country: 'NL', free: false, freeOver: { amount: 5000, currency: 'EUR' } });
    expect(cart.shipping.amount).toBe(cheapest!.price);
    expect(cart.total.amount).toBe(cart.subtotal.amount + cheapest!.price);
  });

  it('follows the detected country inside the storefront and ignores one of another storefront', async () => {
    const belgian = shopper(c.t.app, 'be');
    await belgian.add(c.pack.id, 1);
    expect(cartSchema.parse((await belgian.getCart()).json()).shippingInfo.freeOver).toEqual({
      amount: 7500,
      currency: 'EUR',
    });
    const briton = shopper(c.t.app, 'GB');
    await briton.add(c.pack.id, 1);
    expect(cartSchema.parse((await briton.getCart()).json()).shippingInfo.country).toBe('NL');
  });

  it('is free over the threshold, "Free over £55.00" in the UK and always free in Australia', async () => {
    const s = shopper(c.t.app);
    const unit = await c.priceOf(c.pack.id, 'EUR');
    await s.add(c.pack.id, Math.ceil(5000 / unit));
    const cart = cartSchema.parse((await s.getCart()).json());
    expect(cart.shippingInfo.free).toBe(true);
    expect(cart.shipping.amount).toBe(0);

    const uk = shopper(c.t.app);
    await uk.add(c.pack.id, 1, 'en-uk');
    const ukCart = cartSchema.parse((await uk.getCart('en-uk')).json());
    expect(ukCart.shippingInfo).toEqual({ country: 'GB', free: false, freeOver: { amount: 5500, currency: 'GBP' } });

    const au = shopper(c.t.app);
    await au.add(c.pack.id, 1, 'en-au');
    const auCart = cartSchema.parse((await au.getCart('en-au')).json());
    expect(auCart.shippingInfo).toEqual({ country: 'AU', free: true, freeOver: null });
    expect(auCart.shipping.amount).toBe(0);
  });
});

describe('checkout page data', () => {
  it('offers no shipping or payment options before a country is chosen, then those of the country', async () => {
    const s = shopper(c.t.app);
    await s.add(c.pack.id, 1);
    const before = checkoutViewSchema.parse((await s.checkout()).json());
    expect(before.country).toBeNull();
    expect(before.shippingMethods).toEqual([]);
    expect(before.paymentMethods).toEqual([]);
    expect(before.countries.map((c) => c.iso)).toContain('BE');

    const nl = checkoutViewSchema.parse((await s.checkout('en-en', 'NL')).json());
    expect(nl.shippingMethods.map((m) => m.carrierKey).sort()).toEqual(['regular_postnl', 'tracking_postnl']);
    expect(nl.paymentMethods.map((p) => p.code)).toContain('ideal');
    const be = checkoutViewSchema.parse((await s.checkout('en-en', 'BE')).json());
    expect(be.paymentMethods.map((p) => p.code)).toEqual(expect.arrayContaining(['bancontact', 'bank_transfer']));
    expect(be.paymentMethods.map((p) => p.code)).not.toContain('ideal');
    // The chosen country sticks to the cart: its shipping line follows it.
    expect(cartSchema.parse((await s.getCart()).json()).shippingInfo.country).toBe('BE');
  });

  it("offers the detected country's own storefront when it is another one", async () => {
    const view = checkoutViewSchema.parse((await shopper(c.t.app, 'GB').checkout()).json());
    expect(view.regionMismatch).toEqual({ country: 'GB', countryName: 'United Kingdom', storefront: 'uk' });
    expect(checkoutViewSchema.parse((await shopper(c.t.app, 'NL').checkout()).json()).regionMismatch).toBeNull();
  });
});
