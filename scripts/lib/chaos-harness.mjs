// What the chaos run's three scenarios share (scripts/chaos.mjs): the SMTP sink that counts deliveries by
// Message-ID, the api processes it kills and restarts, the run's own database, and the verdict (`check` records a
// broken invariant and the run goes on, so every one is reported).
import { createHmac } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { compiledServer, startService, waitForHttp } from './processes.mjs';
import { sleep } from './load-kit.mjs';

/** Retries a request while the api is down or answers 5xx (a browser's retry after a failed request). */
export async function persist(send, deadline) {
  for (;;) {
    try {
      const response = await send();
      if (response.status < 500) return response;
    } catch {
      // connection refused or reset: the api is down
    }
    if (Date.now() > deadline) throw new Error('gave up: the api did not come back');
    await sleep(150);
  }
}

/** An SMTP server that keeps every delivery by Message-ID (`delivered`: Message-ID -> deliveries). */
function smtpSink() {
  /** @type {Map<string, number>} */
  const delivered = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? `<none-${delivered.size}>`;
        delivered.set(id, (delivered.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  // A connection the killed api leaves half-way (ECONNRESET) is what this run provokes: smtp-server reports it as an
  // 'error' event, which without a listener would end the whole run.
  server.on('error', () => undefined);
  return { server, delivered };
}

/**
 * @param {{ databaseUrl: string, dataDir: string, orderLinkSecret: string }} options
 */
export function createHarness({ databaseUrl, dataDir, orderLinkSecret }) {
  const log = (line) => console.log(`[chaos] ${line}`);
  /** @type {string[]} */
  const failures = [];
  const { server: smtp, delivered } = smtpSink();
  /** @type {Map<string, import('./processes.mjs').Service>} */
  const running = new Map();
  /** @type {pg.Pool | undefined} */
  let db;

  const harness = {
    log,
    failures,
    delivered,
    running,
    /** Records a broken invariant (the run goes on, so every one is reported). */
    check(ok, what) {
      log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
      if (!ok) failures.push(what);
    },
    /** The order's access key, as the api derives it (modules/orders/order-links.ts): what the shopper was given. */
    keyOf: (number) =>
      createHmac('sha256', orderLinkSecret).update(`access:${number}`).digest('base64url').slice(0, 32),
    /** Opens the pool on the run's database (once it exists) and starts the SMTP sink; resolves its port. */
    async open() {
      db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
      // The closing DROP DATABASE ... WITH (FORCE) ends any connection still open: not an error of the run.
      db.on('error', () => undefined);
      await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      return smtp.server.address().port;
    },
    async one(sql, params = []) {
      const { rows } = await db.query(sql, params);
      return rows;
    },
    async waitForOutboxDrained(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [{ unsent }] = await harness.one(
          'SELECT count(*)::int AS unsent FROM email_outbox WHERE sent_at IS NULL',
        );
        if (unsent === 0) return true;
        if (Date.now() > deadline) return false;
        await sleep(250);
      }
    },
    async startApi(name, port, smtpPort, extraEnv = {}) {
      const env = {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_POLL_MS: '100',
        MAIL_RETRY_BASE_MS: '200',
        MAIL_RETRY_MAX_MS: '1000',
        // A killed worker's claimed e-mails go to another after this long (production: 60 s).
        MAIL_LEASE_MS: '2000',
        SANDBOX_WEBHOOK_DELAY_MS: '50',
        RATE_LIMIT_FACTOR: '1000000',
        PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
        SHUTDOWN_TIMEOUT_MS: '3000',
        ORDER_LINK_SECRET: orderLinkSecret,
        SANDBOX_WEBHOOK_RETRY_BASE_MS: '200',
        ...extraEnv,
      };
      const service = startService(name, compiledServer('api'), env, {});
      running.set(name, service);
      await waitForHttp(`http://127.0.0.1:${port}/readyz`, { timeoutMs: 180_000, isAlive: service.isAlive });
      return service;
    },
    /** Stops every api, closes the pool and the SMTP sink. */
    async close() {
      for (const service of running.values()) await service.stop();
      await db?.end().catch(() => undefined);
      smtp.close();
    },
  };
  return harness;
}

/** @typedef {ReturnType<typeof createHarness>} Harness */
