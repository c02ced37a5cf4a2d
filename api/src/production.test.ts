// NODE_ENV=production through the real config and app: the development secrets in the source open nothing, the
// sandbox's bank (which pays an order with no money) does not exist, an empty database stays empty at start-up,
// and the server refuses an unsafe environment with one line and a non-zero exit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { DEVELOPMENT_SECRETS, loadConfig } from './config';
import { accessKeyFor } from './modules/orders/order-links';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from './test/test-app';
import { orderBasics, payOnProviderPage, placeOneOrder, sendWebhook } from './test/shopper';

const SECRETS = {
  PAYMENT_WEBHOOK_SECRET: 'production-webhook-secret-0123456789abcdef',
  ORDER_LINK_SECRET: 'production-order-link-secret-0123456789abcdef',
  FULFILMENT_TOKEN: 'production-fulfilment-token-0123456789abcdef',
  OPS_TOKEN: 'production-ops-token-0123456789abcdef-0123',
};

/** What a production deployment of the api sets (the sandbox opted in, as a staging shop does). */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://shop.example',
  COOKIE_SECURE: 'true',
  TRUST_FORWARDED_FOR: 'true',
  PAYMENT_PROVIDER: 'sandbox',
  SANDBOX_IN_PRODUCTION: 'true',
  ...SECRETS,
  LOG_LEVEL: 'silent',
  // The tests send the webhooks themselves.
  SANDBOX_WEBHOOK_DELAY_MS: '-1',
  CATALOG_VERSION_CHECK_MS: '0',
};

// Each test places orders through the whole app; a loaded machine takes longer than jest's 5 s for that.
jest.setTimeout(60_000);

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-production-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a production api on a seeded database', () => {
  let t: TestApp;
  let packId: number;
  let nlMethod: number;

  beforeAll(async () => {
    t = await startTestApp(loadConfig({ ...PRODUCTION_ENV, DATA_DIR: tempDir() }));
    ({ packId, nlMethod } = await orderBasics(t.db));
  }, SETUP_TIMEOUT);
  afterAll(() => t?.close());

  const placed = (paymentMethod: string, email: string) =>
    placeOneOrder(t.app, { packId, nlMethod }, paymentMethod, email);

  const orderStatus = async (orderNumber: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE number = $1', [orderNumber])).rows[0]!
      .status;

  it('has no sandbox bank: a pending transfer cannot be settled over HTTP, so no order is paid without money', async () => {
    const p = await placed('bank_transfer', 'transfer@example.com');
    // The hosted page itself stays (the staging shop pays through it) ...
    expect((await t.app.inject(p.redirectUrl)).statusCode).toBe(200);
    const chose = await t.app.inject({
      method: 'POST',
      url: p.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=transfer',
    });
    expect(chose.statusCode).toBe(303);
    const ref = p.redirectUrl.split('/').pop()!;
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM sandbox_payments WHERE ref = $1', [ref]);
    expect(rows[0]!.status).toBe('pending');

    // ... but "the money arrived" does not exist.
    const settle = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/transfers',
      payload: { reference: p.orderNumber },
    });
    expect(settle.statusCode).toBe(404);
    const again = await t.db.query<{ status: string }>('SELECT status FROM sandbox_payments WHERE ref = $1', [ref]);
    expect(again.rows[0]!.status).toBe('pending');
    expect(await orderStatus(p.orderNumber)).not.toBe('complete');
  });

  it('refuses a webhook signed with the development secret and applies one signed with its own', async () => {
    const p = await placed('credit_card', 'webhook@example.com');
    // The shopper pays on the hosted page; this app's sandbox sends no webhook by itself (the test does).
    const paid = await payOnProviderPage(t.app, p.redirectUrl);
    expect(paid.statusCode).toBe(303);
    const providerRef = p.redirectUrl.split('/').pop()!;
    const event = { eventId: `evt_${providerRef}_1`, providerRef, status: 'paid', sequence: 1, instructions: null };

    const forged = await sendWebhook(t.app, event, DEVELOPMENT_SECRETS.PAYMENT_WEBHOOK_SECRET);
    expect(forged.statusCode).toBe(401);
    expect(errorOf(forged).code).toBe('INVALID_SIGNATURE');
    expect(await orderStatus(p.orderNumber)).toBe('processing');

    const genuine = await sendWebhook(t.app, event, SECRETS.PAYMENT_WEBHOOK_SECRET);
    expect(genuine.statusCode).toBe(200);
    expect(await orderStatus(p.orderNumber)).toBe('complete');
  });

  it('opens no order with an access key made from the development secret', async () => {
    const p = await placed('credit_card', 'key@example.com');
    const forgedKey = accessKeyFor(DEVELOPMENT_SECRETS.ORDER_LINK_SECRET, p.orderNumber);
    const forged = await t.app.inject(`/api/en-en/orders/${p.orderNumber}?key=${encodeURIComponent(forgedKey)}`);
    expect(forged.statusCode).toBe(404);
    const own = await t.app.inject(`/api/en-en/orders/${p.orderNumber}?key=${encodeURIComponent(p.accessKey)}`);
    expect(own.statusCode).toBe(200);
  });

  it('refuses the development fulfilment token', async () => {
    const p = await placed('credit_card', 'fulfil@example.com');
    const advance = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/fulfilment/orders/${p.orderNumber}/advance`,
        headers: { 'x-fulfilment-token': token },
      });
    expect((await advance(DEVELOPMENT_SECRETS.FULFILMENT_TOKEN)).statusCode).toBe(401);
    expect((await advance(SECRETS.FULFILMENT_TOKEN)).statusCode).not.toBe(401);
  });
});

it(
  'migrates an empty database at start-up and puts no demo data in it',
  async () => {
    const dataDir = tempDir();
    const app = await buildApp({ config: loadConfig({ ...PRODUCTION_ENV, DATA_DIR: dataDir }) });
    try {
      const count = async (table: string) =>
        (await app.state.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
      expect(await count('schema_migrations')).toBeGreaterThan(0);
      for (const table of ['products', 'strains', 'countries', 'payment_options', 'content_pages', 'coupons']) {
        expect({ table, rows: await count(table) }).toEqual({ table, rows: 0 });
      }
      expect((await app.inject('/readyz')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  },
  // Every migration on a new PGlite, without the suite's seeded dump: 1.5 minutes on a loaded 2-core machine.
  300_000,
);

it(
  'exits non-zero with one line naming every unsafe setting',
  () => {
    const { ORDER_LINK_SECRET: _unset, ...rest } = PRODUCTION_ENV;
    const started = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'server.ts')], {
      cwd: path.resolve(__dirname, '..'),
      env: {
        PATH: process.env.PATH,
        ...rest,
        PAYMENT_WEBHOOK_SECRET: DEVELOPMENT_SECRETS.PAYMENT_WEBHOOK_SECRET,
        DATA_DIR: tempDir(),
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stdout).toBe('');
    expect(started.stderr).toBe(
      'Refusing to start in production: set PAYMENT_WEBHOOK_SECRET (must not be the development default), ' +
        'ORDER_LINK_SECRET\n',
    );
  },
  SETUP_TIMEOUT,
);
