import type { AddressInfo } from 'node:net';
import { PAYMENT_SIGNATURE_HEADER } from '@storefront/shared-contracts';
import { orderViewSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { orderBasics, payOnProviderPage, placeOneOrder, sendWebhook } from '../../test/shopper';
import { waitFor } from '../../test/wait';
import { SandboxProvider } from './sandbox-provider';
import { SandboxWebhookSender } from './sandbox-webhooks';

const SECRET = 'sandbox-webhook-secret-dev';
/** These tests wait for background work (retries, rounds) on a shared, busy machine. */
const SLOW = 60_000;

jest.setTimeout(SLOW);

let t: TestApp;
let packId: number;
let nlMethod: number;

beforeAll(async () => {
  // The shop; its own sandbox never sends webhooks by itself, so each test decides who reports what.
  t = await startTestApp({ sandboxWebhookDelayMs: -1 });
  ({ packId, nlMethod } = await orderBasics(t.db));
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function placed(email: string, app: FastifyInstance = t.app) {
  const p = await placeOneOrder(app, { packId, nlMethod }, 'credit_card', email);
  return { ...p, ref: p.redirectUrl.split('/').pop()! };
}

const pay = (app: FastifyInstance, p: { redirectUrl: string }) => payOnProviderPage(app, p.redirectUrl);

const statusOf = async (p: { orderNumber: string; accessKey: string }) => {
  const response = await t.app.inject(`/api/en-en/orders/${p.orderNumber}?key=${encodeURIComponent(p.accessKey)}`);
  expect(response.statusCode).toBe(200);
  return orderViewSchema.parse(response.json()).status;
};

const confirmations = async (email: string) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_outbox WHERE to_address = $1 AND template = 'order-confirmation'`,
      [email],
    )
  ).rows[0]!.n;

const listen = async (app: FastifyInstance) => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
};

describe('webhook delivery (the sandbox, as a hosted provider)', () => {
  it('keeps a webhook the shop did not acknowledge (500, then down) and retries it with backoff until it is', async () => {
    const attempts: { at: number; answer: number | 'down' }[] = [];
    // The provider's side: the shop answers 500 first, then is down, then takes the webhook.
    const sender = new SandboxWebhookSender(t.db, {
      secret: SECRET,
      retryBaseMs: 100,
      deliver: async (body, signature) => {
        if (attempts.length === 0) {
          attempts.push({ at: Date.now(), answer: 500 });
          return 500;
        }
        if (attempts.length === 1) {
          attempts.push({ at: Date.now(), answer: 'down' });
          throw new Error('connect ECONNREFUSED 127.0.0.1:4000');
        }
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
          payload: body,
        });
        attempts.push({ at: Date.now(), answer: response.statusCode });
        return response.statusCode;
      },
    });
    const sandbox = new SandboxProvider({
      db: t.db,
      secret: SECRET,
      webhookDelayMs: 0,
      onWebhookQueued: () => sender.wake(),
    });
    try {
      const p = await placed('retried@example.com');
      await sandbox.act(t.db, p.ref, 'pay');
      const row = await waitFor(
        async () =>
          (
            await t.db.query<{ delivered: boolean; attempts: number; last_status: number }>(
              `SELECT delivered_at IS NOT NULL AS delivered, attempts, last_status
               FROM sandbox_webhook_deliveries WHERE ref = $1`,
              [p.ref],
            )
          ).rows,
        (rows) => rows[0]?.delivered === true,
      );
      expect(row).toEqual([{ delivered: true, attempts: 3, last_status: 200 }]);
      expect(attempts.map((a) => a.answer)).toEqual([500, 'down', 200]);
      // Exponential: 100 ms after the first failure, 200 ms after the second.
      expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(90);
      expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(190);
      expect(await statusOf(p)).toBe('complete');
      expect(await confirmations('retried@example.com')).toBe(1);
    } finally {
      await sender.stop();
    }
  });

  it('survives the process: a webhook queued by an api that died is delivered by the next one', async () => {
    // An api whose sandbox queues webhooks 60 s late "dies" (closes) before sending; its queue is in the database.
    const dying = await t.withConfig({ sandboxWebhookDelayMs: 60_000, sandboxWebhookDuplicates: false });
    const p = await placed('survivor@example.com', dying);
    await pay(dying, p);
    await dying.close();
    await t.db.query('UPDATE sandbox_webhook_deliveries SET next_attempt_at = now() WHERE ref = $1', [p.ref]);
    // Nothing asks the provider here (the reconciler's interval is long and its start-up round finds the
    // payment checked moments ago): the queued webhook is what completes the order.
    await t.db.query(`UPDATE payments SET checked_at = now() + interval '1 hour' WHERE provider_ref = $1`, [p.ref]);
    const next = await t.withConfig({ sandboxWebhookDelayMs: 0, paymentReconcileIntervalMs: 3_600_000 });
    await listen(next);
    await waitFor(
      () => statusOf(p),
      (s) => s === 'complete',
    );
    const { rows } = await t.db.query('SELECT event_id FROM payment_events WHERE provider_ref = $1 AND applied', [
      p.ref,
    ]);
    expect(rows).toEqual([{ event_id: `evt_${p.ref}_2` }]);
    expect(await confirmations('survivor@example.com')).toBe(1);
    await next.close();
  });
});

describe('the reconciler', () => {
  it('applies a payment the shop never heard about, at start-up and then every interval; reading changes nothing', async () => {
    // Paid at the provider, but no webhook ever comes (t's sandbox sends none).
    const first = await placed('never-heard-1@example.com');
    expect((await pay(t.app, first)).statusCode).toBe(303);
    expect((await t.app.inject(`/api/sandbox/pay/${first.ref}`)).body).toContain('This payment is paid.');
    // Reading the order page, however often, does not apply the provider's state (nor e-mail).
    for (let i = 0; i < 3; i += 1) expect(await statusOf(first)).toBe('processing');
    const { rows: none } = await t.db.query('SELECT 1 FROM payment_events WHERE provider_ref = $1', [first.ref]);
    expect(none).toEqual([]);
    expect(await confirmations('never-heard-1@example.com')).toBe(0);

    // An api starts: its first round asks the provider about every open payment.
    const api = await t.withConfig({ paymentReconcileIntervalMs: 200 });
    await listen(api);
    await waitFor(
      () => statusOf(first),
      (s) => s === 'complete',
    );
    const { rows } = await t.db.query<{ event_id: string; applied: boolean }>(
      'SELECT event_id, applied FROM payment_events WHERE provider_ref = $1',
      [first.ref],
    );
    expect(rows).toEqual([{ event_id: `reconcile:${first.ref}:2`, applied: true }]);

    // Later ones are found by the periodic rounds.
    const second = await placed('never-heard-2@example.com');
    await pay(t.app, second);
    await waitFor(
      () => statusOf(second),
      (s) => s === 'complete',
      5000,
    );
    expect(await confirmations('never-heard-1@example.com')).toBe(1);
    expect(await confirmations('never-heard-2@example.com')).toBe(1);
    await api.close();
  });

  it('sends exactly one confirmation while two instances, the webhooks (each twice) and a redelivery all report it', async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, (_, i) => placed(`once-${i}@example.com`)));
    // Two instances on the one database: A's sandbox queues each webhook twice; both listen, so both run the
    // sender and the reconciler, and the shopper's payments are reported every way at once.
    const a = await t.withConfig({ sandboxWebhookDelayMs: 0, sandboxWebhookDuplicates: true });
    const b = await t.withConfig({ sandboxWebhookDelayMs: 0, paymentReconcileIntervalMs: 100 });
    await Promise.all(orders.map((p) => pay(a, p)));
    await Promise.all([listen(a), listen(b)]);
    const redelivered = await Promise.all(
      orders.map((p) =>
        sendWebhook(b, {
          eventId: `evt_${p.ref}_2`,
          providerRef: p.ref,
          status: 'paid',
          sequence: 2,
          instructions: null,
        }),
      ),
    );
    expect(redelivered.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const p of orders) {
      await waitFor(
        () => statusOf(p),
        (s) => s === 'complete',
      );
    }
    await waitFor(
      async () =>
        (
          await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM sandbox_webhook_deliveries WHERE ref = ANY ($1) AND delivered_at IS NULL`,
            [orders.map((p) => p.ref)],
          )
        ).rows[0]!.n,
      (n) => n === 0,
    );
    for (let i = 0; i < orders.length; i += 1) expect(await confirmations(`once-${i}@example.com`)).toBe(1);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_notifications n JOIN orders o ON o.id = n.order_id
       WHERE o.number = ANY ($1) AND n.key = 'order-confirmation'`,
      [orders.map((p) => p.orderNumber)],
    );
    expect(rows[0]!.n).toBe(orders.length);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('the webhook route', () => {
  it('answers a signed event with an unknown status or sequence with 400 in the error shape, changing nothing', async () => {
    const p = await placed('odd-events@example.com');
    const base = { eventId: `evt_${p.ref}_2`, providerRef: p.ref, status: 'paid', sequence: 2, instructions: null };
    const odd = [
      { ...base, status: 'refunded' },
      { ...base, sequence: 'two' },
      { ...base, sequence: 2.5 },
      { ...base, sequence: -1 },
      { ...base, eventId: undefined },
    ];
    for (const event of odd) {
      const response = await sendWebhook(t.app, event);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    }
    const { rows } = await t.db.query('SELECT 1 FROM payment_events WHERE provider_ref = $1', [p.ref]);
    expect(rows).toEqual([]);
    expect(await statusOf(p)).toBe('processing');
  });

  it('ignores a duplicate: the same event again is acknowledged as `duplicate` and e-mails nothing more', async () => {
    const p = await placed('dup-event@example.com');
    await pay(t.app, p);
    const event = { eventId: `evt_${p.ref}_2`, providerRef: p.ref, status: 'paid', sequence: 2, instructions: null };
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push((await sendWebhook(t.app, event)).json());
    expect(outcomes).toEqual([{ outcome: 'applied' }, { outcome: 'duplicate' }, { outcome: 'duplicate' }]);
    expect(await statusOf(p)).toBe('complete');
    expect(await confirmations('dup-event@example.com')).toBe(1);
  });
});
