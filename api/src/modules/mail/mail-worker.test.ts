import type { AddressInfo } from 'node:net';
import { apiPaths } from '@storefront/shared-contracts';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';
import { freePort, startSmtpSink } from '../../test/smtp-sink';
import { enqueueEmail } from './enqueue-email';
import { type MailTransport, smtpTransport } from './mail-transport';
import { MailWorker, retryDelay } from './mail-worker';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function unsent(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox WHERE sent_at IS NULL');
  return rows[0]?.n ?? 0;
}

/** Sends every unsent row the way a previous test may have left: nothing unsent before a test starts. */
async function drain(): Promise<void> {
  const sink: MailTransport = { send: async () => undefined, close: () => undefined };
  const worker = new MailWorker(t.db, sink, { retryBaseMs: 1 });
  await t.db.query('UPDATE email_outbox SET next_attempt_at = now() WHERE sent_at IS NULL');
  while ((await worker.runOnce()).sent > 0);
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(25);
  }
}

describe('retryDelay', () => {
  it('doubles from the base with every failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});

describe('MailWorker', () => {
  beforeEach(drain);

  it('keeps every e-mail while SMTP is down and sends each exactly once when it is back (api over HTTP)', async () => {
    const smtpPort = await freePort();
    // The api as it runs in production: listening, with the worker polling the outbox against SMTP_URL.
    const app = await t.withConfig({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailPollMs: 20,
      mailRetryBaseMs: 50,
      mailRetryMaxMs: 400,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const addresses = Array.from({ length: 6 }, (_, i) => `down-then-up-${i}@example.com`);
    for (const email of addresses) {
      const response = await fetch(`${base}${apiPaths.newsletter()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, iso: 'en-en' }),
      });
      expect(response.status).toBe(202);
    }

    // SMTP is down: every e-mail was tried and failed, and stays in the outbox with its error.
    await until(async () => {
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM email_outbox WHERE to_address LIKE 'down-then-up-%' AND attempts >= 2 AND last_error IS NOT NULL`,
      );
      return rows[0]?.n === addresses.length;
    });
    expect(await unsent()).toBe(addresses.length);

    const sink = await startSmtpSink(smtpPort);
    try {
      await until(async () => (await unsent()) === 0);
      await app.close();
      expect(sink.mails.map((m) => m.to[0]).sort()).toEqual(addresses.sort());
      const { rows } = await t.db.query<{ id: string }>(
        `SELECT id::text AS id FROM email_outbox WHERE to_address LIKE 'down-then-up-%'`,
      );
      // Once each: one message per outbox row, with the row's Message-ID.
      expect(sink.mails.map((m) => m.messageId).sort()).toEqual(
        rows.map((r) => `<outbox-${r.id}@seed-storefront.test>`).sort(),
      );
      expect(sink.mails[0]?.raw).toMatch(/^Subject: Please confirm your newsletter subscription/m);
      expect(sink.mails[0]?.raw).toMatch(/^From: Seed Storefront <no-reply@seed-storefront.test>/m);
    } finally {
      await app.close();
      await sink.close();
    }
  }, 60_000);

  it('never sends an e-mail twice when several workers run at once', async () => {
    const port = await freePort();
    const sink = await startSmtpSink(port);
    try {
      const ids: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        ids.push(
          await t.db.transaction((tx) =>
            enqueueEmail(tx, { to: `many-${i}@example.com`, subject: `n${i}`, text: 'x', template: 'test' }),
          ),
        );
      }
      const workers = [1, 2, 3].map(
        () => new MailWorker(t.db, smtpTransport(`smtp://127.0.0.1:${port}`, 'Shop <a@shop.test>'), { batchSize: 4 }),
      );
      await Promise.all(
        workers.map(async (w) => {
          while ((await w.runOnce()).sent > 0);
        }),
      );
      await Promise.all(workers.map((w) => w.stop()));
      expect(await unsent()).toBe(0);
      expect(sink.mails.map((m) => m.messageId).sort()).toEqual(ids.map((id) => `<outbox-${id}@localhost>`).sort());
    } finally {
      await sink.close();
    }
  }, 60_000);

  it('backs off after a failure and records the error; a send is retried until it succeeds', async () => {
    const id = await t.db.transaction((tx) =>
      enqueueEmail(tx, { to: 'flaky@example.com', subject: 's', text: 'x', template: 'test' }),
    );
    let calls = 0;
    const flaky: MailTransport = {
      async send() {
        calls += 1;
        if (calls < 3) throw new Error(`421 try later (${calls})`);
      },
      close: () => undefined,
    };
    const worker = new MailWorker(t.db, flaky, { retryBaseMs: 200, retryMaxMs: 10_000 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const row = async () =>
      (
        await t.db.query<{ attempts: number; last_error: string | null; wait_ms: number; sent: boolean }>(
          `SELECT attempts, last_error, extract(epoch FROM next_attempt_at - now()) * 1000 AS wait_ms, sent_at IS NOT NULL AS sent
           FROM email_outbox WHERE id = $1`,
          [id],
        )
      ).rows[0];
    expect(await row()).toMatchObject({ attempts: 1, last_error: '421 try later (1)', sent: false });
    expect(Number((await row())?.wait_ms)).toBeGreaterThan(100);
    // Not due yet: the next round leaves it alone.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    await sleep(250);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    // The second failure waits twice as long.
    expect(Number((await row())?.wait_ms)).toBeGreaterThan(300);
    await t.db.query('UPDATE email_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await row()).toMatchObject({ attempts: 3, last_error: null, sent: true });
    expect(calls).toBe(3);
  });

  it('takes over the e-mails of a worker that died mid-send once their lease has expired', async () => {
    await t.db.transaction((tx) =>
      enqueueEmail(tx, { to: 'orphan@example.com', subject: 's', text: 'x', template: 'test' }),
    );
    const sent: string[] = [];
    const sink: MailTransport = { send: async (e) => void sent.push(e.to), close: () => undefined };
    const dying = new MailWorker(
      t.db,
      { send: () => new Promise(() => undefined), close: () => undefined },
      {
        leaseMs: 300,
      },
    );
    void dying.runOnce();
    await sleep(100);
    const other = new MailWorker(t.db, sink);
    expect(await other.runOnce()).toEqual({ sent: 0, failed: 0 });
    await sleep(300);
    expect(await other.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['orphan@example.com']);
  });
});
