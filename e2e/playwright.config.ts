import { defineConfig, devices } from '@playwright/test';
import {
  E2E_API_PORT,
  E2E_API_URL,
  E2E_BASE_URL,
  E2E_EDGE_PORT,
  E2E_MAIL_PORT,
  E2E_MAIL_URL,
  E2E_RELEASE_BASE_URL,
  E2E_RELEASE_EDGE_PORT,
  E2E_SMTP_PORT,
  ROOT,
  prepareRunDirs,
} from './support/run-env';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { THIRD_PARTY_EDGE_ENV } from './support/third-party';

// The servers run the already built and published code, compiled as production runs it (`node
// <pkg>/dist/server.js`, never tsx): `npm test` (scripts/test.mjs) builds and publishes before this suite. The edges
// serve scratch copies of the releases so that specs may repoint remotes.json without touching the developer's
// releases/: the shop's edge one copy, the release edge (the specs that publish, activate and break releases,
// `support/release-test.ts`) another, so that those specs never change what a spec running beside them sees.
const { releasesDir, shopReleasesDir, dataDir } = prepareRunDirs();

/**
 * Two workers (the project's machines and CI have 2 cores; one worker left one of them mostly idle while a page
 * waited for the edge, the api or the browser): see e2e/README.md "Time". `E2E_WORKERS=1` runs one at a time.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const TRACE_MODES = ['off', 'on', 'on-first-retry', 'on-all-retries', 'retain-on-failure', 'retain-on-first-failure'];
type TraceMode = 'off' | 'on' | 'on-first-retry' | 'on-all-retries' | 'retain-on-failure' | 'retain-on-first-failure';

/**
 * Recording a trace for every test (`retain-on-failure`) made the suite about 45 % slower (4 specs, 31 tests,
 * interleaved twice: 197-200 s against 130-143 s): a failure's retry records one. `E2E_TRACE=retain-on-failure` keeps
 * every failed test's trace in a local run (no retries there).
 */
function traceMode(): TraceMode {
  const mode = process.env.E2E_TRACE ?? 'on-first-retry';
  if (!TRACE_MODES.includes(mode)) throw new Error(`E2E_TRACE=${mode}: not a trace mode (${TRACE_MODES.join(', ')})`);
  return mode as TraceMode;
}

/**
 * Both edges: the same build and api; they differ in port, releases copy and area budget. The shop's edge gives an
 * area 5 s to render on the server instead of production's 1 s: on a loaded 2-core machine a page's data and render
 * can take longer, which in production rightly serves the area's fallback, and the shop's specs check what pages
 * show. The release edge keeps the default budget: its specs (server-isolation) check the fallback at 1 s.
 */
const edgeServer = (
  name: string,
  port: number,
  baseUrl: string,
  releases: string,
  areaBudgetMs?: number,
  extraEnv: Record<string, string> = {},
) => ({
  name,
  command: 'node --enable-source-maps edge/dist/server.js',
  cwd: ROOT,
  env: {
    HOST: '127.0.0.1',
    PORT: String(port),
    // The suite checks what pages show, not how fast the api answers: on a loaded machine the api may take
    // seconds, which in production would rightly render the page without its data after 2 s.
    API_TIMEOUT_MS: '10000',
    API_URL: E2E_API_URL,
    RELEASES_DIR: releases,
    ...(areaBudgetMs ? { AREA_BUDGET_MS: String(areaBudgetMs) } : {}),
    ...THIRD_PARTY_EDGE_ENV,
    ...extraEnv,
  },
  // Ready: the release pointer readable, the shell built, the api answering.
  url: `${baseUrl}/readyz`,
  timeout: 60_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * The specs about the frame and the pages a shopper sees, run a second time on a phone, and the purchase (cart to
 * paid order), the flow that most shoppers do on one. Release, isolation, third-party, referral, storefront and
 * server-rendering specs are about the machinery, not the screen, and run once (desktop); so does the full
 * accessibility spec (7 pages, the slowest): on the phone `touch-targets` runs axe over the frame and the menu
 * drawer. The account, coupon and blog flows run once too (together 7 of the phone's 19 minutes of test time):
 * their screens at 360 px are held by `route-sweep` (every route fits, its drawers open) and their controls by
 * `touch-targets`; what differs on a phone is the layout, not the flow. For the same reason the phone leaves out
 * the tests of its specs marked `ONCE` (a payment's states, a German variant, a status code, a vote's count).
 */
const FRAME_AND_PAGE_SPECS = [
  'layout',
  'entry-gate',
  'vertical-slice',
  'catalog-listing',
  'search',
  'product-page',
  'regional',
  'not-found',
  'screenshots',
  'checkout',
  'seedfinder',
];
/** Specs that are about a phone's screen only. */
const PHONE_ONLY_SPECS = ['route-sweep', 'touch-targets'];
const specFiles = (names: string[]) => names.map((name) => `**/specs/${name}.spec.ts`);

/**
 * A phone of the most common width (360 x 740 CSS px) with touch and a mobile user agent (Android
 * Chrome). Device scale factor 1 keeps screenshots small and comparable; layout is in CSS pixels either way.
 */
const PHONE = {
  userAgent: devices['Pixel 5'].userAgent,
  viewport: { width: 360, height: 740 },
  screen: { width: 360, height: 740 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
};

export default defineConfig({
  testDir: './specs',
  // A spec file's tests run in order in one worker; files run side by side.
  fullyParallel: false,
  workers: WORKERS,
  // In CI a failed test runs once more: CI's machine is shared and loaded, and nothing lands when one of 255 browser
  // tests times out once. A test that passes only on its retry is reported as flaky, by name, in npm test's summary:
  // a race to find, not a pass to forget. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Layout regressions fail; anti-aliasing and sub-pixel text rendering do not (see e2e/README.md).
    toHaveScreenshot: { maxDiffPixels: 50, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Baselines are committed; one per project (desktop, phone), for the project's Debian chromium.
  snapshotPathTemplate: '{testDir}/../__screenshots__/{testFileName}/{arg}-{projectName}{ext}',
  outputDir: './test-results',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: traceMode(),
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: specFiles(PHONE_ONLY_SPECS) },
    // Less the tests of those specs that are about the flow or the server, not the screen (`ONCE`, support/test.ts).
    {
      name: 'phone',
      use: PHONE,
      testMatch: specFiles([...FRAME_AND_PAGE_SPECS, ...PHONE_ONLY_SPECS]),
      grepInvert: /@once/,
    },
  ],
  webServer: [
    {
      // The api's mail worker delivers here; specs read the e-mails over HTTP (support/mail-catcher.ts).
      name: 'mail',
      command: 'node scripts/mail-catcher.mjs',
      cwd: ROOT,
      env: {
        HOST: '127.0.0.1',
        MAIL_CATCHER_SMTP_PORT: String(E2E_SMTP_PORT),
        MAIL_CATCHER_HTTP_PORT: String(E2E_MAIL_PORT),
      },
      url: `${E2E_MAIL_URL}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'api',
      command: 'node --enable-source-maps api/dist/server.js',
      cwd: ROOT,
      env: {
        HOST: '127.0.0.1',
        PORT: String(E2E_API_PORT),
        DATA_DIR: dataDir,
        EXPOSE_TEST_OUTBOX: 'true',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        PUBLIC_ORIGIN: E2E_BASE_URL,
        MAIL_POLL_MS: '200',
        MAIL_RETRY_BASE_MS: '500',
        // Hundreds of carts, votes and sign-ups come from this one address: the limits' own tests are api tests.
        RATE_LIMIT_FACTOR: '1000',
      },
      // PGlite migrates and seeds a fresh data dir on start; ready once its database answers.
      url: `${E2E_API_URL}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    edgeServer('edge', E2E_EDGE_PORT, E2E_BASE_URL, shopReleasesDir, 5_000),
    // The release edge runs the automatic canary analysis (release-canary-analysis.spec.ts) with the api's
    // development ops token, judging every half second from 3 page views a side; the shop's edge does not run it.
    edgeServer('release-edge', E2E_RELEASE_EDGE_PORT, E2E_RELEASE_BASE_URL, releasesDir, undefined, {
      API_OPS_TOKEN: 'ops-token-development',
      CANARY_ANALYSIS_INTERVAL_MS: '500',
      CANARY_MIN_VIEWS: '3',
    }),
  ],
});
