import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './repo-root';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Empty strings count as unset, so `DATABASE_URL= npm start` means PGlite. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  HOST: optional(z.string().min(1)),
  PORT: optional(z.coerce.number().int().min(0).max(65_535)),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
  DATA_DIR: optional(z.string().min(1)),
  MAX_SEEDS_PER_CART: optional(z.coerce.number().int().positive().max(100_000)),
  COOKIE_SECURE: optional(booleanFromEnv),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  /** How stale the in-memory catalogue cache may be after another process changed the catalogue. */
  CATALOG_VERSION_CHECK_MS: optional(z.coerce.number().int().min(0).max(3_600_000)),
  /** Browser tests read the e-mail outbox through GET /api/test/outbox; never set it in production. */
  EXPOSE_TEST_OUTBOX: optional(booleanFromEnv),
  /** Take the caller's x-request-id (the edge's) for the log; false when the api is reachable from elsewhere. */
  TRUST_REQUEST_ID: optional(booleanFromEnv),
  /** On SIGTERM: how long in-flight requests may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().positive().max(600_000)),
  /** Where the mail worker sends the outbox (`smtp://host:port`, `smtps://user:pass@host`); unset: nothing is sent. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string().min(3)),
  MAIL_POLL_MS: optional(z.coerce.number().int().min(10).max(3_600_000)),
  MAIL_RETRY_BASE_MS: optional(z.coerce.number().int().min(1).max(3_600_000)),
  MAIL_RETRY_MAX_MS: optional(z.coerce.number().int().min(1).max(86_400_000)),
  /** How long a worker's claim on an e-mail lasts before another worker may take it (a dead worker's rows). */
  MAIL_LEASE_MS: optional(z.coerce.number().int().min(100).max(3_600_000)),
  /** Signs the payment provider's webhooks (the sandbox's; a real provider gives its own). */
  PAYMENT_WEBHOOK_SECRET: optional(z.string().min(16)),
  /** Signs order access keys and e-mailed order links. */
  ORDER_LINK_SECRET: optional(z.string().min(16)),
  /** How long an e-mailed order-status link works. */
  ORDER_LINK_TTL_SECONDS: optional(
    z.coerce
      .number()
      .int()
      .positive()
      .max(30 * 86_400),
  ),
  /** How long the newsletter's e-mailed confirmation link works (double opt-in). */
  NEWSLETTER_CONFIRM_TTL_SECONDS: optional(
    z.coerce
      .number()
      .int()
      .positive()
      .max(30 * 86_400),
  ),
  /** The shop's public origin, for links in e-mails. */
  PUBLIC_ORIGIN: optional(z.string().regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://shop.example')),
  /** How long after a change the sandbox sends its webhook; -1: never by itself. */
  SANDBOX_WEBHOOK_DELAY_MS: optional(z.coerce.number().int().min(-1).max(600_000)),
  /** The sandbox sends every webhook twice (the second is a duplicate the shop must ignore). */
  SANDBOX_WEBHOOK_DUPLICATES: optional(booleanFromEnv),
  /** The fulfilment command's token (`npm run orders -- advance`); the route answers 401 without it. */
  FULFILMENT_TOKEN: optional(z.string().min(16)),
  /** Order status lookups allowed per client address and e-mail address in 10 minutes. */
  ORDER_LOOKUP_LIMIT: optional(z.coerce.number().int().positive().max(10_000)),
  /**
   * Multiplies every rate limit's allowance (votes, newsletter, cart creation, referral): 1 in production; the
   * browser suite and the bench, which make thousands of carts from one address, raise it.
   */
  RATE_LIMIT_FACTOR: optional(z.coerce.number().positive().max(1_000_000)),
  /** A login session ends after this many minutes without use. */
  SESSION_IDLE_MINUTES: optional(z.coerce.number().int().positive().max(525_600)),
  /** The client IP (login throttling) is the last x-forwarded-for entry, the edge's; false without the edge. */
  TRUST_FORWARDED_FOR: optional(booleanFromEnv),
  /** Where contact form messages go (the shop's support address). */
  SUPPORT_EMAIL: optional(z.string().min(3)),
});

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  host: string;
  port: number;
  /** Set: use this PostgreSQL server; unset: embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  maxSeedsPerCart: number;
  cookieSecure: boolean;
  logLevel: LogLevel;
  catalogVersionCheckMs: number;
  /** Registers GET /api/test/outbox (off by default). */
  exposeTestOutbox: boolean;
  /** Log under the caller's x-request-id (the edge's) rather than a new one. */
  trustRequestId: boolean;
  shutdownTimeoutMs: number;
  /** Set: a listening api runs the mail worker against this SMTP server. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailPollMs: number;
  mailRetryBaseMs: number;
  mailRetryMaxMs: number;
  mailLeaseMs: number;
  paymentWebhookSecret: string;
  orderLinkSecret: string;
  orderLinkTtlSeconds: number;
  publicOrigin: string;
  /** How long a newsletter confirmation link works. */
  newsletterConfirmTtlSeconds: number;
  sandboxWebhookDelayMs: number;
  sandboxWebhookDuplicates: boolean;
  orderLookupLimit: number;
  rateLimitFactor: number;
  fulfilmentToken: string;
  sessionIdleMinutes: number;
  trustForwardedFor: boolean;
  supportEmail: string;
}

/**
 * Production refuses to guess (issue 18): links in e-mails need the public https origin, the session and cart
 * cookies must go out Secure, and whether x-forwarded-for is the edge's must be said, not assumed.
 */
function assertProductionReady(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const missing: string[] = [];
  if (!env.PUBLIC_ORIGIN?.startsWith('https://')) missing.push('PUBLIC_ORIGIN (an https:// origin)');
  if (!['true', '1', 'yes'].includes(env.COOKIE_SECURE ?? '')) missing.push('COOKIE_SECURE=true');
  if (!env.TRUST_FORWARDED_FOR) missing.push('TRUST_FORWARDED_FOR (true behind the edge, else false)');
  if (missing.length > 0) {
    throw new Error(`Invalid environment for NODE_ENV=production: set ${missing.join(', ')}`);
  }
}

/** Reads the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  assertProductionReady(env);
  return {
    host: e.HOST ?? '127.0.0.1',
    port: e.PORT ?? 4000,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(findRepoRoot(__dirname), '.data')),
    maxSeedsPerCart: e.MAX_SEEDS_PER_CART ?? 100,
    cookieSecure: e.COOKIE_SECURE ?? false,
    logLevel: e.LOG_LEVEL ?? 'info',
    catalogVersionCheckMs: e.CATALOG_VERSION_CHECK_MS ?? 1000,
    exposeTestOutbox: e.EXPOSE_TEST_OUTBOX ?? false,
    trustRequestId: e.TRUST_REQUEST_ID ?? true,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Seed Storefront <no-reply@seed-storefront.test>',
    mailPollMs: e.MAIL_POLL_MS ?? 1000,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS ?? 2000,
    mailRetryMaxMs: e.MAIL_RETRY_MAX_MS ?? 15 * 60_000,
    mailLeaseMs: e.MAIL_LEASE_MS ?? 60_000,
    // Development defaults; production sets its own secrets.
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? 'sandbox-webhook-secret-dev',
    orderLinkSecret: e.ORDER_LINK_SECRET ?? 'order-link-secret-development',
    orderLinkTtlSeconds: e.ORDER_LINK_TTL_SECONDS ?? 86_400,
    publicOrigin: e.PUBLIC_ORIGIN ?? 'http://127.0.0.1:3000',
    newsletterConfirmTtlSeconds: e.NEWSLETTER_CONFIRM_TTL_SECONDS ?? 3 * 86_400,
    sandboxWebhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS ?? 300,
    sandboxWebhookDuplicates: e.SANDBOX_WEBHOOK_DUPLICATES ?? true,
    orderLookupLimit: e.ORDER_LOOKUP_LIMIT ?? 10,
    rateLimitFactor: e.RATE_LIMIT_FACTOR ?? 1,
    fulfilmentToken: e.FULFILMENT_TOKEN ?? 'fulfilment-token-development',
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES ?? 7 * 24 * 60,
    trustForwardedFor: e.TRUST_FORWARDED_FOR ?? true,
    supportEmail: e.SUPPORT_EMAIL ?? 'support@seed-storefront.test',
  };
}
