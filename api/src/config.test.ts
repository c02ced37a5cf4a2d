import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { API_ENV_VARIABLES, DEVELOPMENT_SECRETS, loadConfig, loadDatabaseConfig } from './config';
import { findRepoRoot } from './repo-root';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const root = findRepoRoot(__dirname);
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      dataDir: path.join(root, '.data'),
      maxSeedsPerCart: 100,
      cookieSecure: false,
      logLevel: 'info',
      catalogVersionCheckMs: 1000,
      exposeTestOutbox: false,
      trustRequestId: true,
      shutdownTimeoutMs: 10_000,
      smtpUrl: undefined,
      mailFrom: 'Seed Storefront <no-reply@seed-storefront.test>',
      mailPollMs: 1000,
      mailRetryBaseMs: 2000,
      mailRetryMaxMs: 900_000,
      mailLeaseMs: 60_000,
      paymentWebhookSecret: 'sandbox-webhook-secret-dev',
      orderLinkSecret: 'order-link-secret-development',
      orderLinkTtlSeconds: 86_400,
      publicOrigin: 'http://127.0.0.1:3000',
      newsletterConfirmTtlSeconds: 259_200,
      sandboxWebhookDelayMs: 300,
      sandboxWebhookDuplicates: true,
      sandboxWebhookRetryBaseMs: 1000,
      paymentReconcileIntervalMs: 60_000,
      orderLookupLimit: 10,
      rateLimitFactor: 1,
      fulfilmentToken: 'fulfilment-token-development',
      opsToken: 'ops-token-development',
      sessionIdleMinutes: 7 * 24 * 60,
      trustForwardedFor: true,
      edgeAddresses: ['loopback'],
      supportEmail: 'support@seed-storefront.test',
      production: false,
      paymentProvider: 'sandbox',
    });
    expect(path.basename(root)).toBe(path.basename(path.resolve(__dirname, '../..')));
  });

  it('reads the environment and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '4100',
      MAX_SEEDS_PER_CART: '50',
      COOKIE_SECURE: 'true',
      DATABASE_URL: '',
      DATA_DIR: '/tmp/x',
      LOG_LEVEL: 'silent',
      EXPOSE_TEST_OUTBOX: 'true',
      TRUST_REQUEST_ID: 'false',
      SHUTDOWN_TIMEOUT_MS: '2500',
      SMTP_URL: 'smtp://127.0.0.1:2510',
      MAIL_RETRY_BASE_MS: '50',
      SANDBOX_WEBHOOK_DELAY_MS: '-1',
      PUBLIC_ORIGIN: 'https://shop.example',
      NEWSLETTER_CONFIRM_TTL_SECONDS: '600',
      MAIL_LEASE_MS: '2000',
      SESSION_IDLE_MINUTES: '30',
      TRUST_FORWARDED_FOR: 'false',
    });
    expect(config).toMatchObject({
      port: 4100,
      sessionIdleMinutes: 30,
      publicOrigin: 'https://shop.example',
      newsletterConfirmTtlSeconds: 600,
      mailLeaseMs: 2000,
      trustForwardedFor: false,
      maxSeedsPerCart: 50,
      cookieSecure: true,
      databaseUrl: undefined,
      dataDir: '/tmp/x',
      logLevel: 'silent',
      exposeTestOutbox: true,
      trustRequestId: false,
      shutdownTimeoutMs: 2500,
      smtpUrl: 'smtp://127.0.0.1:2510',
      mailRetryBaseMs: 50,
      sandboxWebhookDelayMs: -1,
    });
    expect(loadConfig({ EXPOSE_TEST_OUTBOX: '' }).exposeTestOutbox).toBe(false);
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({
        PORT: 'x',
        DATABASE_URL: 'mysql://a',
        COOKIE_SECURE: 'maybe',
        EXPOSE_TEST_OUTBOX: 'on',
        SMTP_URL: 'http://x',
      }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*COOKIE_SECURE[\s\S]*EXPOSE_TEST_OUTBOX[\s\S]*SMTP_URL/);
  });

  it('names every bad variable on one line', () => {
    const attempt = () => loadConfig({ PORT: 'x', SMTP_URL: 'http://x' });
    expect(attempt).toThrow(/^Invalid environment: PORT: .*; SMTP_URL: must be an smtp/);
    expect(attempt).not.toThrow(/\n/);
  });

  describe('in production', () => {
    /** Everything production needs, each secret 48 characters long. */
    const ready = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://shop.example',
      COOKIE_SECURE: 'true',
      TRUST_FORWARDED_FOR: 'true',
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(48),
      ORDER_LINK_SECRET: 'o'.repeat(48),
      FULFILMENT_TOKEN: 'f'.repeat(48),
      OPS_TOKEN: 'p'.repeat(48),
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_IN_PRODUCTION: 'true',
    };

    it('starts with every setting and secret given', () => {
      expect(loadConfig(ready)).toMatchObject({
        production: true,
        publicOrigin: 'https://shop.example',
        paymentWebhookSecret: 'w'.repeat(48),
        orderLinkSecret: 'o'.repeat(48),
        fulfilmentToken: 'f'.repeat(48),
        opsToken: 'p'.repeat(48),
        paymentProvider: 'sandbox',
      });
    });

    it('refuses to start with nothing set, naming every setting and secret on one line', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        new Error(
          'Refusing to start in production: set PUBLIC_ORIGIN (an https:// origin), COOKIE_SECURE=true, ' +
            'TRUST_FORWARDED_FOR (true behind the edge, else false), PAYMENT_WEBHOOK_SECRET, ORDER_LINK_SECRET, ' +
            'FULFILMENT_TOKEN, OPS_TOKEN, PAYMENT_PROVIDER',
        ),
      );
    });

    it.each(Object.entries(DEVELOPMENT_SECRETS))('refuses %s set to its development default', (name, value) => {
      expect(() => loadConfig({ ...ready, [name]: value })).toThrow(
        new Error(`Refusing to start in production: set ${name} (must not be the development default)`),
      );
    });

    it.each(Object.keys(DEVELOPMENT_SECRETS))('refuses %s shorter than 32 characters', (name) => {
      expect(() => loadConfig({ ...ready, [name]: 'x'.repeat(31) })).toThrow(
        new Error(`Refusing to start in production: set ${name} (at least 32 characters)`),
      );
      expect(loadConfig({ ...ready, [name]: 'x'.repeat(32) }).production).toBe(true);
    });

    it('refuses the sandbox (it takes no money) unless the deployment says it is staging', () => {
      const { SANDBOX_IN_PRODUCTION: _staging, ...withoutOptIn } = ready;
      expect(() => loadConfig(withoutOptIn)).toThrow(
        new Error(
          'Refusing to start in production: set SANDBOX_IN_PRODUCTION=true (the sandbox takes no money: staging only)',
        ),
      );
      expect(() => loadConfig({ ...ready, SANDBOX_IN_PRODUCTION: 'false' })).toThrow(/SANDBOX_IN_PRODUCTION=true/);
      expect(() => loadConfig({ ...ready, PAYMENT_PROVIDER: 'paypal' })).toThrow(
        /^Invalid environment: PAYMENT_PROVIDER/,
      );
    });

    it('refuses the test outbox, which would serve every e-mail (order links, password resets) to anyone', () => {
      expect(() => loadConfig({ ...ready, EXPOSE_TEST_OUTBOX: 'true' })).toThrow(
        new Error('Refusing to start in production: unset EXPOSE_TEST_OUTBOX (it serves every e-mail sent)'),
      );
      expect(() =>
        loadConfig({ ...ready, EXPOSE_TEST_OUTBOX: 'true', ORDER_LINK_SECRET: DEVELOPMENT_SECRETS.ORDER_LINK_SECRET }),
      ).toThrow(
        new Error(
          'Refusing to start in production: set ORDER_LINK_SECRET (must not be the development default); ' +
            'unset EXPOSE_TEST_OUTBOX (it serves every e-mail sent)',
        ),
      );
    });

    it('.env.example at the repository root lists every variable and starts once its secrets are filled in', () => {
      const example = parseEnv(fs.readFileSync(path.join(findRepoRoot(__dirname), '.env.example'), 'utf8'));
      expect(API_ENV_VARIABLES.filter((name) => !(name in example))).toEqual([]);
      // As shipped it is refused: no secret is written there, and the sandbox is not opted into.
      expect(() => loadConfig(example)).toThrow(
        new Error(
          'Refusing to start in production: set PAYMENT_WEBHOOK_SECRET, ORDER_LINK_SECRET, FULFILMENT_TOKEN, OPS_TOKEN, ' +
            'SANDBOX_IN_PRODUCTION=true (the sandbox takes no money: staging only)',
        ),
      );
      const filled = { ...example, ...ready };
      expect(loadConfig(filled).production).toBe(true);
    });

    it('lets the database commands run without the secrets', () => {
      expect(loadDatabaseConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' })).toEqual({
        databaseUrl: undefined,
        dataDir: '/tmp/x',
        production: true,
      });
    });
  });
});
