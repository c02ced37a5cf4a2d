import { orderViewSchema, placeOrderResponseSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { orderBasics, orderForm, payOnProviderPage, placeOneOrder, sendWebhook, shopper } from '../../test/shopper';
import { waitFor } from '../../test/wait';

// Paid orders wait for the sandbox's webhook, delivered in the background: slower than a read on a busy machine.
jest.setTimeout(30_000);

let t: TestApp;
/** The same shop with a sandbox that sends its own webhooks (`t`'s never does: tests send theirs). */
let hooked: FastifyInstance;
let packId: number;
let nlMethod: number;

beforeAll(async () => {
  t = await startTestApp({ sandboxWebhookDelayMs: -1 });
  hooked = await t.withConfig({ sandboxWebhookDelayMs: 20 });
  ({ packId, nlMethod } = await orderBasics(t.db));
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const placed = (paymentMethod: string, email = 'ada@example.com') =>
  placeOneOrder(t.app, { packId, nlMethod }, paymentMethod, email);

const order = async (p: { orderNumber: string; accessKey: string }) => {
  const response = await t.app.inject(`/api/en-en/orders/${p.orderNumber}?key=${encodeURIComponent(p.accessKey)}`);
  expect(response.statusCode).toBe(200);
  return orderViewSchema.parse(response.json());
};

/** The order once its payment's news has arrived (it no longer reads "processing"). */
const settled = (p: { orderNumber: string; accessKey: string }, from = 'processing') =>
  waitFor(
    () => order(p),
    (o) => o.status !== from,
  );

const refOf = (url: string) => url.split('/').pop()!;
/** The shopper's choice on the hosted page; by default on `hooked`, whose sandbox reports it by webhook. */
const act = (url: string, action: string, app: FastifyInstance = hooked) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });

async function sandboxRow(ref: string) {
  return (
    await t.db.query<{ status: string; sequence: number }>(
      'SELECT status, sequence FROM sandbox_payments WHERE ref = $1',
      [ref],
    )
  ).rows[0]!;
}

const emailsTo = async (address: string, template: string) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM email_outbox WHERE to_address = $1 AND template = $2',
      [address, template],
    )
  ).rows[0]!.n;

describe('sandbox payments', () => {
  it('a card payment on the hosted page succeeds: the webhook completes the order, confirmed once', async () => {
    const p = await placed('credit_card', 'card-ok@example.com');
    expect(p.redirectUrl).toMatch(/^\/api\/sandbox\/pay\/sbx_/);
    const page = await t.app.inject(p.redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('data-testid="sandbox-pay"');
    expect((await order(p)).status).toBe('processing');

    const back = await act(p.redirectUrl, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/order-overview?order=${p.orderNumber}&key=${p.accessKey}`);
    // Reading the overview changes nothing; the provider's webhook completes the order.
    expect((await settled(p)).status).toBe('complete');
    expect(await emailsTo('card-ok@example.com', 'order-confirmation')).toBe(1);
  });

  it('after a failure, Complete Payment by bank transfer is pending with instructions until the money arrives', async () => {
    const p = await placed('credit_card', 'card-fail@example.com');
    await act(p.redirectUrl, 'fail');
    const failed = await settled(p);
    expect(failed.status).toBe('failed');
    expect(failed.paymentMethods.map((m) => m.code)).toContain('bank_transfer');
    expect(await emailsTo('card-fail@example.com', 'payment-failed')).toBe(1);

    const url = `/api/en-en/orders/${p.orderNumber}/payments?key=${p.accessKey}`;
    const retry = await t.app.inject({ method: 'POST', url, payload: { paymentMethod: 'bank_transfer' } });
    expect(retry.statusCode).toBe(201);
    const { redirectUrl } = retry.json() as { redirectUrl: string };
    expect((await order(p)).status).toBe('processing');
    const again = await t.app.inject({ method: 'POST', url, payload: { paymentMethod: 'bank_transfer' } });
    expect(errorOf(again).code).toBe('ORDER_NOT_FAILED');

    await act(redirectUrl, 'transfer');
    const pending = await settled(p);
    expect(pending.status).toBe('pending');
    expect(pending.paymentInstructions).toMatchObject({ reference: p.orderNumber, amount: pending.total });
    expect(pending.paymentMethod.code).toBe('bank_transfer');

    // Settled through `t`, whose sandbox sends no webhook: this one is sent by hand.
    const settle = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/transfers',
      payload: { reference: p.orderNumber },
    });
    expect(settle.json()).toEqual({ settled: true });
    const row = await sandboxRow(refOf(redirectUrl));
    const webhook = await sendWebhook(t.app, {
      eventId: `evt_${refOf(redirectUrl)}_${row.sequence}`,
      providerRef: refOf(redirectUrl),
      status: 'paid',
      sequence: row.sequence,
      instructions: null,
    });
    expect(webhook.json()).toEqual({ outcome: 'applied' });
    expect((await order(p)).status).toBe('complete');
  });

  it('applies a webhook delivered three times and out of order once, ending in the latest state', async () => {
    const p = await placed('bank_transfer', 'hooks@example.com');
    const ref = refOf(p.redirectUrl);
    const instructions = { accountHolder: 'x', iban: 'NL00', bic: 'B', reference: p.orderNumber };
    const pending = { eventId: `evt_${ref}_2`, providerRef: ref, status: 'pending', sequence: 2, instructions };
    const paid = { eventId: `evt_${ref}_3`, providerRef: ref, status: 'paid', sequence: 3, instructions: null };

    const outcomes = [];
    for (const event of [paid, pending, paid, pending, paid]) {
      outcomes.push(((await sendWebhook(t.app, event)).json() as { outcome: string }).outcome);
    }
    expect(outcomes).toEqual(['applied', 'stale', 'duplicate', 'duplicate', 'duplicate']);
    expect((await order(p)).status).toBe('complete');
    expect(await emailsTo('hooks@example.com', 'order-confirmation')).toBe(1);
    expect(await emailsTo('hooks@example.com', 'payment-pending')).toBe(0);
  });

  it('answers a tampered signature with 401 and changes nothing', async () => {
    const p = await placed('credit_card');
    const ref = refOf(p.redirectUrl);
    const event = { eventId: `evt_${ref}_2`, providerRef: ref, status: 'failed', sequence: 2, instructions: null };
    const tampered = await sendWebhook(t.app, event, undefined, true);
    expect(tampered.statusCode).toBe(401);
    expect(errorOf(tampered).code).toBe('INVALID_SIGNATURE');
    const wrongSecret = await sendWebhook(t.app, event, 'another-secret-of-someone-else');
    expect(wrongSecret.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(401);
    const { rows } = await t.db.query('SELECT 1 FROM payment_events WHERE event_id = $1', [event.eventId]);
    expect(rows).toEqual([]);
    expect((await order(p)).status).toBe('processing');
  });

  it("the sandbox's own webhooks, each sent twice, complete the order once", async () => {
    const app = await t.withConfig({ sandboxWebhookDelayMs: 10, sandboxWebhookDuplicates: true });
    const s = shopper(app);
    await s.add(packId, 1);
    const p = placeOrderResponseSchema.parse(
      (await s.placeOrder(orderForm('NL', nlMethod, 'credit_card', 'twice@example.com'))).json(),
    );
    await payOnProviderPage(app, p.redirectUrl);
    const status = async () =>
      (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE number = $1', [p.orderNumber])).rows[0]!
        .status;
    for (let i = 0; i < 50 && (await status()) !== 'complete'; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(await status()).toBe('complete');
    await new Promise((r) => setTimeout(r, 400));
    expect(await emailsTo('twice@example.com', 'order-confirmation')).toBe(1);
    const { rows } = await t.db.query<{ applied: boolean }>(
      'SELECT applied FROM payment_events WHERE provider_ref = $1',
      [refOf(p.redirectUrl)],
    );
    expect(rows).toEqual([{ applied: true }]);
  });

  it('opens an order only with its key', async () => {
    const p = await placed('credit_card');
    const wrong = await t.app.inject(`/api/en-en/orders/${p.orderNumber}?key=not-the-key`);
    expect(wrong.statusCode).toBe(404);
    const otherStorefront = await t.app.inject(`/api/en-uk/orders/${p.orderNumber}?key=${p.accessKey}`);
    expect(otherStorefront.statusCode).toBe(404);
  });
});
