import { orderViewSchema, placeOrderResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { orderForm, payOnProviderPage, shopper } from '../../test/shopper';
import { waitFor } from '../../test/wait';

// Paid orders wait for the sandbox's webhook, delivered in the background: slower than a read on a busy machine.
jest.setTimeout(30_000);

let t: TestApp;
let packId: number;
let nlMethod: number;

beforeAll(async () => {
  // The sandbox reports each payment by its own webhook at once (reading an order never applies it).
  t = await startTestApp({ sandboxWebhookDelayMs: 0, orderLookupLimit: 5 });
  packId = (await t.db.query<{ id: number }>('SELECT id FROM seed_packs WHERE seeds = 1 ORDER BY id LIMIT 1')).rows[0]!
    .id;
  nlMethod = (
    await t.db.query<{ id: number }>(
      `SELECT m.id FROM shipping_methods m JOIN countries c ON c.id = m.country_id WHERE c.iso = 'NL' AND m.carrier_key = 'tracking_postnl'`,
    )
  ).rows[0]!.id;
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function paidOrder(email: string) {
  const s = shopper(t.app);
  await s.add(packId, 1);
  const p = placeOrderResponseSchema.parse(
    (await s.placeOrder(orderForm('NL', nlMethod, 'credit_card', email))).json(),
  );
  await payOnProviderPage(t.app, p.redirectUrl);
  await settled(p.orderNumber);
  return p;
}

/** Waits for the provider's webhook to move the order out of "processing". */
const settled = (number: string) =>
  waitFor(
    async () =>
      (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE number = $1', [number])).rows[0]!.status,
    (status) => status !== 'processing',
  );

const lookup = (body: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/en-en/order-status', payload: body, remoteAddress: ip });
const link = (email: string, ip = '10.0.0.2') =>
  t.app.inject({ method: 'POST', url: '/api/en-en/order-status/link', payload: { email }, remoteAddress: ip });

describe('order status', () => {
  it('finds an order by number and e-mail (both must match) and opens its overview', async () => {
    const p = await paidOrder('Status@Example.com');
    const found = await lookup({ email: 'status@example.com', orderNumber: p.orderNumber.toLowerCase() });
    expect(found.json()).toEqual({ orderNumber: p.orderNumber, accessKey: p.accessKey });
    const wrongEmail = await lookup({ email: 'other@example.com', orderNumber: p.orderNumber });
    expect(wrongEmail.statusCode).toBe(404);
    expect(errorOf(wrongEmail).message).toBe('Order Not Found');
    const noNumber = await lookup({ email: 'status@example.com', orderNumber: ' ' });
    expect(errorOf(noNumber)).toMatchObject({ statusCode: 422, message: 'Order number required' });
    const badEmail = await lookup({ email: 'nope', orderNumber: p.orderNumber }, '10.0.0.9');
    expect(errorOf(badEmail).message).toBe('Please provide a valid email address.');
  });

  it('e-mails signed links to recent orders, answering the same for an address without orders', async () => {
    const p = await paidOrder('links@example.com');
    const withOrders = await link('links@example.com');
    const without = await link('nobody@example.com');
    expect(withOrders.statusCode).toBe(200);
    expect(without.json()).toEqual(withOrders.json());
    const { rows } = await t.db.query<{ text_body: string; to_address: string }>(
      `SELECT text_body, to_address FROM email_outbox WHERE template = 'order-status-link'`,
    );
    expect(rows.map((r) => r.to_address)).toEqual(['links@example.com']);
    const url = new URL(rows[0]!.text_body.match(/https?:\/\/\S+/)![0]);
    expect(url.pathname).toBe('/order-overview');
    const key = url.searchParams.get('key')!;
    expect(key).toMatch(/^\d+\./);
    const opened = await t.app.inject(`/api/en-en/orders/${p.orderNumber}?key=${encodeURIComponent(key)}`);
    expect(orderViewSchema.parse(opened.json()).number).toBe(p.orderNumber);
    // An expired link no longer opens it.
    const [, mac] = key.split('.');
    const expired = await t.app.inject(`/api/en-en/orders/${p.orderNumber}?key=1000.${mac}`);
    expect(expired.statusCode).toBe(404);
  });

  it('is rate-limited per client address', async () => {
    const answers = [];
    for (let i = 0; i < 7; i += 1)
      answers.push((await lookup({ email: `r${i}@example.com`, orderNumber: 'SF1' }, '10.9.9.9')).statusCode);
    expect(answers).toEqual([404, 404, 404, 404, 404, 429, 429]);
  });
});

describe('order e-mails', () => {
  it('are written in the language of the storefront the order was placed in', async () => {
    const deMethod = (
      await t.db.query<{ id: number }>(
        `SELECT m.id FROM shipping_methods m JOIN countries c ON c.id = m.country_id WHERE c.iso = 'DE' ORDER BY m.id LIMIT 1`,
      )
    ).rows[0]!.id;
    const s = shopper(t.app);
    await s.add(packId, 1, 'de-de');
    const p = placeOrderResponseSchema.parse(
      (await s.placeOrder(orderForm('DE', deMethod, 'credit_card', 'de-mail@example.com'), 'de-de')).json(),
    );
    await t.app.inject({
      method: 'POST',
      url: p.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=fail',
    });
    await settled(p.orderNumber);
    const { rows } = await t.db.query<{ template: string; subject: string; text_body: string; html_body: string }>(
      `SELECT template, subject, text_body, html_body FROM email_outbox WHERE to_address = 'de-mail@example.com'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      template: 'payment-failed',
      subject: `Bestellung ${p.orderNumber}: Zahlung fehlgeschlagen`,
    });
    expect(rows[0]!.text_body).toContain(`/de/bestelluebersicht?order=${p.orderNumber}`);
    expect(rows[0]!.html_body).toContain('<html lang="de">');
  });
});

describe('fulfilment', () => {
  const advance = (number: string, token = 'fulfilment-token-development') =>
    t.app.inject({
      method: 'POST',
      url: `/api/fulfilment/orders/${number}/advance`,
      headers: { 'x-fulfilment-token': token },
    });

  it('moves a paid order Created -> Processing -> Dispatched, e-mailing the shopper at dispatch', async () => {
    const p = await paidOrder('ship@example.com');
    expect((await advance(p.orderNumber, 'wrong-token-of-sixteen')).statusCode).toBe(401);
    expect((await advance(p.orderNumber)).json()).toMatchObject({ shipment: 'shipment_new', status: 'complete' });
    expect((await advance(p.orderNumber)).json()).toMatchObject({ shipment: 'shipment_processing' });
    expect((await advance(p.orderNumber)).json()).toMatchObject({
      shipment: 'shipment_shipped',
      status: 'shipment_sent',
    });
    expect(errorOf(await advance(p.orderNumber)).code).toBe('ORDER_DISPATCHED');
    const view = orderViewSchema.parse(
      (await t.app.inject(`/api/en-en/orders/${p.orderNumber}?key=${p.accessKey}`)).json(),
    );
    expect(view.status).toBe('shipment_sent');
    expect(view.shipments[0]).toMatchObject({ status: 'shipment_shipped', carrierLabel: 'Priority Tracked Parcel' });
    expect(view.shipments[0]!.trackingUrl).toMatch(/^https:\/\//);
    const { rows } = await t.db.query<{ template: string; subject: string; text_body: string; html_body: string }>(
      `SELECT template, subject, text_body, html_body FROM email_outbox WHERE to_address = 'ship@example.com' ORDER BY id`,
    );
    expect(rows.map((r) => r.template)).toEqual(['order-confirmation', 'shipment-dispatched']);
    const [confirmation, dispatched] = rows;
    // The templates: HTML and text, the order's lines and total, the overview link.
    expect(confirmation!.subject).toBe(`Order ${p.orderNumber}: payment complete`);
    expect(confirmation!.text_body).toMatch(/1 × .+ \(1 seed\): €/);
    expect(confirmation!.text_body).toContain(`/order-overview?order=${p.orderNumber}&key=${p.accessKey}`);
    expect(confirmation!.html_body).toContain('<html lang="en">');
    expect(dispatched!.subject).toBe(`Order ${p.orderNumber}: shipment sent`);
    expect(dispatched!.text_body).toContain(`Track your shipment (`);
    expect(dispatched!.text_body).toContain(view.shipments[0]!.trackingUrl!);
    expect(dispatched!.html_body).toContain('Priority Tracked Parcel');
  });

  it("names the order's date, shipping method and pack sizes, and links to the carrier's own tracking page", async () => {
    const before = Date.now();
    const p = await paidOrder('facts@example.com');
    const open = async () =>
      orderViewSchema.parse((await t.app.inject(`/api/en-en/orders/${p.orderNumber}?key=${p.accessKey}`)).json());
    const paid = await open();
    expect(Date.parse(paid.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(paid.billingAddress).toMatchObject({ city: 'Amsterdam', postalCode: '1015 AA', country: 'NL' });
    expect(paid.shippingMethod).toMatchObject({
      carrierKey: 'tracking_postnl',
      label: 'Priority Tracked Parcel',
      tracked: true,
    });
    for (let i = 0; i < 3; i += 1) await advance(p.orderNumber);
    const sent = (await open()).shipments[0]!;
    expect(sent.items).toEqual([{ productName: paid.items[0]!.productName, quantity: 1, seeds: 1 }]);
    expect(sent.tracked).toBe(true);
    expect(sent.trackingCode).toMatch(/^3S[0-9A-F]{10}$/);
    // PostNL's public page takes the code with the delivery country and postcode; no placeholder host.
    expect(sent.trackingUrl).toBe(`https://jouw.postnl.nl/track-and-trace/${sent.trackingCode}-NL-1015AA`);
    const { rows } = await t.db.query<{ text_body: string }>(
      `SELECT text_body FROM email_outbox WHERE to_address = 'facts@example.com' AND template = 'order-confirmation'`,
    );
    const day = new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(paid.createdAt),
    );
    expect(rows[0]!.text_body).toContain(`Order date: ${day}`);
    expect(rows[0]!.text_body).toContain('Shipping method: Priority Tracked Parcel');
    const dispatched = await t.db.query<{ text_body: string }>(
      `SELECT text_body FROM email_outbox WHERE to_address = 'facts@example.com' AND template = 'shipment-dispatched'`,
    );
    expect(dispatched.rows[0]!.text_body).toContain(`1 × ${paid.items[0]!.productName}: 1 seed`);
    expect(dispatched.rows[0]!.text_body).toContain(sent.trackingUrl!);
  });

  it('does not ship an unpaid order', async () => {
    const s = shopper(t.app);
    await s.add(packId, 1);
    const p = placeOrderResponseSchema.parse((await s.placeOrder(orderForm('NL', nlMethod, 'credit_card'))).json());
    expect(errorOf(await advance(p.orderNumber)).code).toBe('ORDER_NOT_PAID');
  });
});
