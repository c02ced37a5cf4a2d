import path from 'node:path';
import { z } from 'zod';
import { isAddressList } from './http/client-ip';
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
  /** The sandbox retries an unacknowledged webhook after this, doubling each time (up to 10 minutes). */
  SANDBOX_WEBHOOK_RETRY_BASE_MS: optional(z.coerce.number().int().min(1).max(3_600_000)),
  /** How often the api asks the provider about payments still open (also once at start-up). */
  PAYMENT_RECONCILE_INTERVAL_MS: optional(z.coerce.number().int().min(50).max(86_400_000)),
  /** The fulfilment command's token (`npm run orders -- advance`); the route answers 401 without it. */
  FULFILMENT_TOKEN: optional(z.string().min(16)),
  /** The operators' token (`x-ops-token`): the edges' canary analysis reads field health with it; 401 without. */
  OPS_TOKEN: optional(z.string().min(16)),
  /** Order status lookups allowed per client address and e-mail address in 10 minutes. */
  ORDER_LOOKUP_LIMIT: optional(z.coerce.number().int().positive().max(10_000)),
  /**
   * Multiplies every rate limit's allowance (votes, newsletter, cart creation, referral): 1 in production; the
   * browser suite and the bench, which make thousands of carts from one address, raise it.
   */
  RATE_LIMIT_FACTOR: optional(z.coerce.number().positive().max(1_000_000)),
  /** A login session ends after this many minutes without use. */
  SESSION_IDLE_MINUTES: optional(z.coerce.number().int().positive().max(525_600)),
  /**
   * The client address (rate limits, login throttling) and https are the edge's x-forwarded-for entry and
   * x-forwarded-proto, read on connections from EDGE_ADDRESSES only; false: the connection's address.
   */
  TRUST_FORWARDED_FOR: optional(booleanFromEnv),
  /**
   * Where the edge connects from (comma-separated addresses, CIDRs, or `loopback`, `linklocal`, `uniquelocal`):
   * x-forwarded-for/-proto are taken only from these connections.
   */
  EDGE_ADDRESSES: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine(
        (entries) => entries.length > 0 && isAddressList(entries),
        'must list addresses or CIDRs, e.g. 10.0.0.0/8',
      ),
  ),
  /** Where contact form messages go (the shop's support address). */
  SUPPORT_EMAIL: optional(z.string().min(3)),
  /** Which provider takes the payments; only `sandbox` exists. Production must name it. */
  PAYMENT_PROVIDER: optional(z.enum(['sandbox'])),
  /** Production with the sandbox (takes no money): only a staging deployment says true. */
  SANDBOX_IN_PRODUCTION: optional(booleanFromEnv),
  NODE_ENV: optional(z.string()),
});

/** A start-up refusal whose message is the whole story (one line): the server prints it without a stack. */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}

/** Every variable the api reads (`.env.example` lists each; the config test checks it). */
export const API_ENV_VARIABLES = Object.keys(envSchema.shape);

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
  sandboxWebhookRetryBaseMs: number;
  paymentReconcileIntervalMs: number;
  orderLookupLimit: number;
  rateLimitFactor: number;
  fulfilmentToken: string;
  /** Guards the operators' routes (`GET /api/ops/field-health`). */
  opsToken: string;
  sessionIdleMinutes: number;
  trustForwardedFor: boolean;
  /** The edge's addresses (`EDGE_ADDRESSES`): only their connections' forwarded headers are trusted. */
  edgeAddresses: string[];
  supportEmail: string;
  /** NODE_ENV=production: no demo data at start-up, no sandbox test routes (settling a transfer). */
  production: boolean;
  paymentProvider: 'sandbox';
}

/**
 * The secrets' development values, written here so `npm start` works without setup. Anyone can read them, so
 * production refuses them (a webhook signed with one would be applied, an order key made with one opens any order).
 */
export const DEVELOPMENT_SECRETS = {
  PAYMENT_WEBHOOK_SECRET: 'sandbox-webhook-secret-dev',
  ORDER_LINK_SECRET: 'order-link-secret-development',
  FULFILMENT_TOKEN: 'fulfilment-token-development',
  OPS_TOKEN: 'ops-token-development',
} as const;

/** Production secrets are at least this long (`openssl rand -base64 48` gives 64 characters). */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

/**
 * Production refuses to guess or to run with what the source discloses: links in e-mails need the public https
 * origin, cookies must go out Secure, whether x-forwarded-for is the edge's must be said, every secret must come
 * from the environment (long, and not the development value), the payment provider must be chosen (the sandbox
 * only on a staging deployment that says so), and the test outbox stays off. One line names every problem.
 */
function assertProductionReady(e: z.infer<typeof envSchema>): void {
  if (e.NODE_ENV !== 'production') return;
  const set: string[] = [];
  const unset: string[] = [];
  if (!e.PUBLIC_ORIGIN?.startsWith('https://')) set.push('PUBLIC_ORIGIN (an https:// origin)');
  if (e.COOKIE_SECURE !== true) set.push('COOKIE_SECURE=true');
  if (e.TRUST_FORWARDED_FOR === undefined) set.push('TRUST_FORWARDED_FOR (true behind the edge, else false)');
  for (const [name, developmentValue] of Object.entries(DEVELOPMENT_SECRETS)) {
    const value = e[name as keyof typeof DEVELOPMENT_SECRETS];
    if (value === undefined) set.push(name);
    else if (value === developmentValue) set.push(`${name} (must not be the development default)`);
    else if (value.length < MIN_PRODUCTION_SECRET_LENGTH) {
      set.push(`${name} (at least ${MIN_PRODUCTION_SECRET_LENGTH} characters)`);
    }
  }
  if (e.PAYMENT_PROVIDER === undefined) set.push('PAYMENT_PROVIDER');
  else if (e.PAYMENT_PROVIDER === 'sandbox' && e.SANDBOX_IN_PRODUCTION !== true) {
    set.push('SANDBOX_IN_PRODUCTION=true (the sandbox takes no money: staging only)');
  }
  if (e.EXPOSE_TEST_OUTBOX === true) unset.push('EXPOSE_TEST_OUTBOX (it serves every e-mail sent)');
  const problems = [set.length > 0 ? `set ${set.join(', ')}` : '', unset.length > 0 ? `unset ${unset.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
  if (problems) throw new StartupRefusal(`Refusing to start in production: ${problems}`);
}

function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  // One line (the server prints the message alone): an orchestrator's event list shows it whole.
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new StartupRefusal(`Invalid environment: ${problems.join('; ')}`);
}

const dataDirOf = (dataDir: string | undefined) => path.resolve(dataDir ?? path.join(findRepoRoot(__dirname), '.data'));

export type DatabaseConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'production'>;

/** What the database commands (`db:migrate`, `db:seed`) need: a migration job is handed no secrets. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const e = parseEnv(envSchema.pick({ DATABASE_URL: true, DATA_DIR: true, NODE_ENV: true }), env);
  return { databaseUrl: e.DATABASE_URL, dataDir: dataDirOf(e.DATA_DIR), production: e.NODE_ENV === 'production' };
}

/** Reads the environment; throws one readable one-line error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(envSchema, env);
  assertProductionReady(e);
  return {
    host: e.HOST ?? '127.0.0.1',
    port: e.PORT ?? 4000,
    databaseUrl: e.DATABASE_URL,
    dataDir: dataDirOf(e.DATA_DIR),
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
    // Development defaults; production refuses them (assertProductionReady).
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? DEVELOPMENT_SECRETS.PAYMENT_WEBHOOK_SECRET,
    orderLinkSecret: e.ORDER_LINK_SECRET ?? DEVELOPMENT_SECRETS.ORDER_LINK_SECRET,
    orderLinkTtlSeconds: e.ORDER_LINK_TTL_SECONDS ?? 86_400,
    publicOrigin: e.PUBLIC_ORIGIN ?? 'http://127.0.0.1:3000',
    newsletterConfirmTtlSeconds: e.NEWSLETTER_CONFIRM_TTL_SECONDS ?? 3 * 86_400,
    sandboxWebhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS ?? 300,
    sandboxWebhookDuplicates: e.SANDBOX_WEBHOOK_DUPLICATES ?? true,
    sandboxWebhookRetryBaseMs: e.SANDBOX_WEBHOOK_RETRY_BASE_MS ?? 1000,
    paymentReconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS ?? 60_000,
    orderLookupLimit: e.ORDER_LOOKUP_LIMIT ?? 10,
    rateLimitFactor: e.RATE_LIMIT_FACTOR ?? 1,
    fulfilmentToken: e.FULFILMENT_TOKEN ?? DEVELOPMENT_SECRETS.FULFILMENT_TOKEN,
    opsToken: e.OPS_TOKEN ?? DEVELOPMENT_SECRETS.OPS_TOKEN,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES ?? 7 * 24 * 60,
    trustForwardedFor: e.TRUST_FORWARDED_FOR ?? true,
    edgeAddresses: e.EDGE_ADDRESSES ?? ['loopback'],
    supportEmail: e.SUPPORT_EMAIL ?? 'support@seed-storefront.test',
    production: e.NODE_ENV === 'production',
    paymentProvider: e.PAYMENT_PROVIDER ?? 'sandbox',
  };
}
