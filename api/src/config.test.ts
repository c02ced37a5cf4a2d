import path from 'node:path';
import { loadConfig } from './config';
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
      orderLookupLimit: 10,
      rateLimitFactor: 1,
      fulfilmentToken: 'fulfilment-token-development',
      sessionIdleMinutes: 7 * 24 * 60,
      trustForwardedFor: true,
      supportEmail: 'support@seed-storefront.test',
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

  it('refuses production without an https PUBLIC_ORIGIN, secure cookies and a said x-forwarded-for setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'set PUBLIC_ORIGIN (an https:// origin), COOKIE_SECURE=true, TRUST_FORWARDED_FOR',
    );
    const ready = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://shop.example',
      COOKIE_SECURE: 'true',
      TRUST_FORWARDED_FOR: 'true',
    };
    expect(loadConfig(ready).publicOrigin).toBe('https://shop.example');
  });
});
