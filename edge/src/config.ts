import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_AREA_BUDGET_MS, type ThirdPartyConfig } from '@storefront/shared-contracts';
import type { CanaryThresholds } from './canary-analysis/judge-canary';
import { DEV_REMOTE_ENV, parseDevRemote, type DevRemote } from './dev/dev-remote';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { findRepoRoot } from './repo-root';

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000'),
  RELEASES_DIR: z.string().min(1).optional(),
  /**
   * Releases and the pointer from an HTTP origin (object storage behind a CDN, laid out like a releases folder)
   * instead of a shared folder: the edge mirrors it into RELEASES_DIR (`src/release/origin-mirror.ts`).
   */
  RELEASES_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How often the edge reads the origin's pointer (RELEASES_URL only). */
  RELEASES_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  SHELL_DIR: z.string().min(1).optional(),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .default('cf-ipcountry'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The load balancers in front (`src/http/trust-proxy.ts`): false, a hop count (`true` = 1), or their addresses
   * and CIDRs. Decides the client's address (the api's rate limits), https detection for HSTS and Secure cookies,
   * and whose request id the log carries.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or addresses/CIDRs' });
        return z.NEVER;
      }
      return trust;
    }),
  /** On SIGTERM: how long in-flight requests (pages being rendered) may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(10_000),
  /** How long a page waits for one api answer before it renders without it. */
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  /** One deadline per page for the route's area: its load, prefetch and render share it; then its fallback renders. */
  AREA_BUDGET_MS: z.coerce.number().int().positive().default(DEFAULT_AREA_BUDGET_MS),
  /**
   * The shop's public origin for canonical URLs, hreflang, og:url and structured data; never the request's Host
   * header (anyone can send one). Unset: `http://<HOST>:<PORT>`; required when NODE_ENV=production.
   */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Third-party scripts (spec 7), none by default: tag manager, marketing e-mail, session recording, icons. */
  TAG_MANAGER_URL: z.url({ protocol: /^https?$/ }).optional(),
  MARKETING_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_RECORDING_URL: z.url({ protocol: /^https?$/ }).optional(),
  ICON_SERVICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * How long a server-rendered page of an anonymous visitor is reused (`src/pages/page-store.ts`); 0 turns the
   * page cache off. Writes proxied through this edge (other than cart calls) end every cached page at once.
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /**
   * How often the edge asks the api's data version (`/api/data-version`) and drops its kept pages when it moved:
   * a write made through another edge or api instance shows here within this time plus a render. 0: never.
   */
  DATA_VERSION_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(500),
  /**
   * `intent` (default): the pages a shopper mostly reads boot on the first intent (`src/pages/hydration.ts`);
   * `eager`: every page boots once painted (the switch back, and the bench's before/after comparison).
   */
  HYDRATION: z.enum(['intent', 'eager']).default('intent'),
  /**
   * The api's OPS_TOKEN: the automatic canary analysis (`src/canary-analysis/`) reads field health with it.
   * Unset: no analysis. The CANARY_* settings below tune it (docs/edge.md "Automatic canary analysis").
   */
  API_OPS_TOKEN: z.string().min(16).optional(),
  /** How often running canaries are judged; 0: never. */
  CANARY_ANALYSIS_INTERVAL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** The sliding window judged (a younger canary: the minutes since it started). */
  CANARY_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** Page views (and INP measurements) each side needs before it is judged. */
  CANARY_MIN_VIEWS: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** A canary's rate is worse beyond the stable one + this many percentage points ... */
  CANARY_MARGIN_POINTS: z.coerce.number().min(0).max(100).default(2),
  /** ... and beyond this many times the stable one; p75 INP: beyond both the ratio and CANARY_INP_MARGIN_MS. */
  CANARY_RATIO: z.coerce.number().min(1).max(1000).default(2),
  CANARY_INP_MARGIN_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  /**
   * The key the release console (`/ops`) signs its operators' sessions with: every edge given the same one accepts
   * the same sessions, across restarts. Unset outside production: a random key per process.
   */
  OPS_SESSION_SECRET: z.string().min(32, 'OPS_SESSION_SECRET needs at least 32 characters').optional(),
  /** Development only (`npm run dev`): `<remote>=<dev server entry URL>`; refused when NODE_ENV=production. */
  [DEV_REMOTE_ENV]: z.string().optional(),
  NODE_ENV: z.string().optional(),
});

export interface EdgeConfig {
  host: string;
  port: number;
  /** Origin of the api, without a trailing slash. */
  apiUrl: string;
  releasesDir: string;
  /** The releases origin (no trailing slash) the edge mirrors into `releasesDir`; null: `releasesDir` is the source. */
  releasesUrl: string | null;
  releasesPollMs: number;
  shellDir: string;
  /** Lower-case request header that carries the visitor's country (a CDN sets it). */
  countryHeader: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: TrustProxy;
  shutdownTimeoutMs: number;
  apiTimeoutMs: number;
  areaBudgetMs: number;
  /** e.g. `https://shop.example`, no trailing slash. */
  publicOrigin: string;
  thirdParty: ThirdPartyConfig;
  /** The dev loop's remote, served from its dev server instead of its active release; null in production. */
  devRemote: DevRemote | null;
  /** Lifetime of a cached anonymous page; 0 = no page cache (always 0 with a dev override). */
  pageCacheTtlMs: number;
  dataVersionPollMs: number;
  /** `eager`: no page waits for intent (`src/pages/hydration.ts`); a dev override's pages are eager too. */
  hydration: 'intent' | 'eager';
  /** The automatic canary analysis (`src/canary-analysis/`); off without `apiToken` or with `intervalMs` 0. */
  canaryAnalysis: {
    apiToken: string | null;
    intervalMs: number;
    windowMinutes: number;
    thresholds: CanaryThresholds;
  };
  /**
   * The release console's session key (`src/ops/ops-session.ts`). Null only in production without
   * OPS_SESSION_SECRET: the console is then off (503), the shop runs.
   */
  opsSessionSecret: string | null;
  cacheTtlMs: {
    routeRules: number;
    settings: number;
    /** Product / listing existence answers (data-driven 404). */
    existence: number;
    /** Failed api answers, so a down api does not cost every page a timeout. */
    failure: number;
  };
}

export const DEFAULT_CACHE_TTL_MS: EdgeConfig['cacheTtlMs'] = {
  routeRules: 30_000,
  settings: 60_000,
  existence: 30_000,
  failure: 5_000,
};

/** The host part of the default origin: a wildcard address is no address a browser can use. */
function originHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Production refuses to guess: the public origin (canonical links, the consent form's origin check) must be
 * configured and https (cookies then go out Secure), and TRUST_PROXY must be said either way.
 */
function assertProductionReady(e: z.infer<typeof envSchema>, env: NodeJS.ProcessEnv): void {
  if (e.NODE_ENV !== 'production') return;
  const missing: string[] = [];
  if (!e.PUBLIC_ORIGIN?.startsWith('https://')) missing.push('PUBLIC_ORIGIN (an https:// origin)');
  if (!env.TRUST_PROXY) missing.push('TRUST_PROXY (true behind a load balancer, else false)');
  if (missing.length > 0) {
    throw new Error(`Refusing to start in production: set ${missing.join(' and ')}`);
  }
}

/** Parses the edge's environment; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid edge configuration: ${problems}`);
  }
  const e = parsed.data;
  assertProductionReady(e, env);
  const devRemote = parseDevRemote(e[DEV_REMOTE_ENV], e.NODE_ENV);
  const root = e.RELEASES_DIR && e.SHELL_DIR ? '' : findRepoRoot(__dirname);
  return {
    host: e.HOST,
    port: e.PORT,
    apiUrl: e.API_URL.replace(/\/+$/, ''),
    releasesDir: path.resolve(e.RELEASES_DIR ?? path.join(root, 'releases')),
    releasesUrl: e.RELEASES_URL ? e.RELEASES_URL.replace(/\/+$/, '') : null,
    releasesPollMs: e.RELEASES_POLL_MS,
    shellDir: path.resolve(e.SHELL_DIR ?? path.join(root, 'shell', 'dist')),
    countryHeader: e.COUNTRY_HEADER.toLowerCase(),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    apiTimeoutMs: e.API_TIMEOUT_MS,
    areaBudgetMs: e.AREA_BUDGET_MS,
    publicOrigin: e.PUBLIC_ORIGIN ? e.PUBLIC_ORIGIN.replace(/\/+$/, '') : `http://${originHost(e.HOST)}:${e.PORT}`,
    thirdParty: {
      tagManager: e.TAG_MANAGER_URL ?? null,
      marketing: e.MARKETING_SCRIPT_URL ?? null,
      sessionRecording: e.SESSION_RECORDING_URL ?? null,
      iconService: e.ICON_SERVICE_URL ?? null,
    },
    devRemote,
    cacheTtlMs: { ...DEFAULT_CACHE_TTL_MS },
    pageCacheTtlMs: devRemote ? 0 : e.PAGE_CACHE_TTL_MS,
    dataVersionPollMs: e.DATA_VERSION_POLL_MS,
    hydration: e.HYDRATION,
    opsSessionSecret:
      e.OPS_SESSION_SECRET ?? (e.NODE_ENV === 'production' ? null : randomBytes(32).toString('base64url')),
    canaryAnalysis: {
      apiToken: e.API_OPS_TOKEN ?? null,
      intervalMs: e.CANARY_ANALYSIS_INTERVAL_MS,
      windowMinutes: e.CANARY_WINDOW_MINUTES,
      thresholds: {
        minViews: e.CANARY_MIN_VIEWS,
        marginPoints: e.CANARY_MARGIN_POINTS,
        ratio: e.CANARY_RATIO,
        inpMarginMs: e.CANARY_INP_MARGIN_MS,
      },
    },
  };
}
