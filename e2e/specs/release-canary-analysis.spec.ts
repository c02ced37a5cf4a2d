import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../support/release-test';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { E2E_API_URL, E2E_RELEASE_BASE_URL, ROOT, runDirs } from '../support/run-env';
import { activeRemote, publishVariant, readPointer, release, remotesFile, replaceInRelease } from '../support/releases';

// The release edge's automatic canary analysis (playwright.config.ts gives it the api's ops token and 3 views
// a side, judged every half second), driven by real shoppers' browsers: a canary whose add-to-cart throws is
// ended by the edge itself, as `release abort` would; a harmless one under the same traffic runs on.
const CANARY_COOKIE = 'sf_canary';
const PERCENT = 50;
/** The api's development ops token, which playwright.config.ts gives the release edge as API_OPS_TOKEN. */
const OPS_TOKEN = 'ops-token-development';
const MIN_VIEWS = 3;
const OPERATOR = 'e2e-canary-operator';
const PASSWORD = 'e2e canary operator password';

/**
 * The `skip`-th visitor id on one side of the edge's split: sha256(`<id>:<remote>`)'s first 4 bytes mod 100
 * below the percentage = canary.
 */
function idOnSide(side: 'canary' | 'stable', skip = 0): string {
  for (let i = 1, found = 0; ; i++) {
    const id = `ca${i.toString(16).padStart(14, '0')}`;
    const bucket = createHash('sha256').update(`${id}:mf_product`).digest().readUInt32BE(0) % 100;
    if ((bucket < PERCENT ? 'canary' : 'stable') === side && found++ === skip) return id;
  }
}

/**
 * One shopper: `times` product pages, each clicking add to cart, each reported on leaving (pagehide). The first
 * page's `x-canary` must be `expectSide` (null: no canary runs); returns the page errors and the button's text.
 */
async function shop(
  browser: Browser,
  slug: string,
  { id, times, expectSide }: { id: string; times: number; expectSide: 'canary' | 'stable' | null },
) {
  const context = await browser.newContext({ baseURL: E2E_RELEASE_BASE_URL });
  await context.addCookies([
    { name: 'sf_consent', value: 'all', url: E2E_RELEASE_BASE_URL },
    { name: CANARY_COOKIE, value: id, url: E2E_RELEASE_BASE_URL },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  let button = '';
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    for (let i = 0; i < times; i++) {
      const response = await page.goto(`/product/${slug}`);
      // Only the first: the edge may end the canary as soon as both sides have reported enough views.
      if (i === 0) expect(response?.headers()['x-canary']).toBe(expectSide ? `mf_product=${expectSide}` : undefined);
      const product = new ProductPage(page);
      await product.hydrated();
      if (i === 0) button = (await product.addToCartButton.textContent()) ?? '';
      await product.addToCartButton.click();
      await page.goto('about:blank');
    }
    return { errors, button };
  } finally {
    await context.close();
  }
}

/**
 * The views of each side the edge judges now: the api's field health over the minutes it asks for (from the
 * canary's starting minute to the current one, `minutesOf` in edge/src/canary-analysis/canary-controller.ts).
 */
async function judgedViews(request: APIRequestContext, since: string, canary: string, stable: string) {
  const minutes = Math.min(10, Math.floor(Date.now() / 60_000) - Math.floor(Date.parse(since) / 60_000) + 1);
  const res = await request.get(`${E2E_API_URL}/api/ops/field-health?minutes=${minutes}`, {
    headers: { 'x-ops-token': OPS_TOKEN },
  });
  expect(res.status()).toBe(200);
  const { areas } = (await res.json()) as { areas: { area: string; version: string; side: string; views: number }[] };
  const views = (version: string, side: string) =>
    areas.find((a) => a.area === 'mf_product' && a.version === version && a.side === side)?.views ?? 0;
  return Math.min(views(canary, 'canary'), views(stable, 'stable'));
}

/**
 * Serves the canary's first product page before any shopper does, until its server render succeeds. The edge
 * loads a canary release's server module with that release's first page (it warms only the active releases at
 * start-up), and on a busy machine that first render misses the area budget: a server fallback the shopper's
 * browser would report against the canary, which the analysis then ends on a fallback rate it did not cause.
 * No browser runs here, so nothing is reported.
 */
async function warmCanary(request: APIRequestContext, slug: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`${E2E_RELEASE_BASE_URL}/product/${slug}`, {
          headers: { cookie: `sf_consent=all; ${CANARY_COOKIE}=${idOnSide('canary')}` },
        });
        expect(res.headers()['x-canary']).toBe('mf_product=canary');
        return /"failedAreas":\[[^\]]*"mf_product"/.test(await res.text()) ? 'server fallback' : 'rendered';
      },
      { timeout: 20_000 },
    )
    .toBe('rendered');
}

const releaseLog = () =>
  readFileSync(path.join(runDirs().releasesDir, 'release-log.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** `release operator <args>`, the password on stdin (as an operator types it). */
function operator(...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'release', '-w', '@storefront/edge', '--', 'operator', ...args], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: runDirs().releasesDir },
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    child.stdin.end(`${PASSWORD}\n`);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`release operator ${args[0]}: ${code}`))));
  });
}

test(
  'automatic canary analysis: a harmless canary under the same shopper traffic runs on, the console shows both sides',
  { tag: '@mf-product' },
  async ({ browser, request, page }, testInfo) => {
    // Two `release` commands more than the aborted canary's test (an operator to log in with, and removing it).
    test.setTimeout(testInfo.timeout + 30_000);
    const slug = await firstProductSlug(request);
    const stable = activeRemote('mf_product').version;
    const originalPointer = readFileSync(remotesFile(), 'utf8');
    // A text change only: what a copy edit's rebuild publishes.
    const { version } = publishVariant('mf_product', 'e2e0c0ffee', (dir) => {
      replaceInRelease(dir, /^messages-en\.[0-9a-f]+\.js$/, '"Add to cart"', '"Add to basket"');
    });
    const added = operator('add', OPERATOR);
    try {
      expect(await release('canary', 'mf-product', version, '--percent', String(PERCENT))).toMatch(/serves 50%/);
      const since = readPointer().canary?.mf_product?.since as string;
      await warmCanary(request, slug);
      const [canarySide, stableSide] = await Promise.all([
        shop(browser, slug, { id: idOnSide('canary'), times: 4, expectSide: 'canary' }),
        shop(browser, slug, { id: idOnSide('stable'), times: 4, expectSide: 'stable' }),
      ]);
      expect(canarySide).toEqual({ errors: [], button: expect.stringContaining('Add to basket') });
      expect(stableSide).toEqual({ errors: [], button: expect.stringContaining('Add to cart') });

      await test.step('the analysis has enough views of both sides and leaves the canary running', async () => {
        await expect
          .poll(() => judgedViews(request, since, version, stable), { timeout: 15_000 })
          .toBeGreaterThanOrEqual(MIN_VIEWS);
        // Four more rounds of the analysis (every 500 ms) over those figures: the bad canary's ended within them.
        await page.waitForTimeout(2_000);
        expect(readPointer().canary?.mf_product).toMatchObject({ version, percent: PERCENT });
        expect(releaseLog().filter((entry) => entry.action === 'abort' && entry.from === version)).toEqual([]);
      });

      await test.step('the console shows the canary’s figures next to the stable side’s', async () => {
        await added;
        await page.goto('/ops/login');
        await page.getByLabel('Operator name').fill(OPERATOR);
        await page.getByLabel('Password').fill(PASSWORD);
        await page.getByLabel('Password').press('Enter');
        await expect(page).toHaveURL(/\/ops$/);
        const field = page.getByRole('table', { name: /Field figures/ });
        const canaryRow = field.getByRole('row').filter({ hasText: version });
        const stableRow = field.getByRole('row').filter({ hasText: stable });
        await expect(canaryRow.getByRole('cell').nth(0)).toHaveText('canary');
        await expect(stableRow.getByRole('cell').nth(0)).toHaveText('stable');
        // Side, version, views, error rate: the canary's four views without an error, beside the stable side.
        expect(Number(await canaryRow.getByRole('cell').nth(2).textContent())).toBeGreaterThanOrEqual(MIN_VIEWS);
        expect(Number(await stableRow.getByRole('cell').nth(2).textContent())).toBeGreaterThanOrEqual(MIN_VIEWS);
        await expect(canaryRow.getByRole('cell').nth(3)).toHaveText('0.0 %');
        await expect(stableRow.getByRole('cell').nth(3)).toHaveText(/^\d+\.\d %$/);
      });
    } finally {
      writeFileSync(remotesFile(), originalPointer);
      await added.catch(() => undefined);
      await operator('remove', OPERATOR).catch(() => undefined);
    }
  },
);

test(
  'automatic canary analysis: a canary whose add-to-cart throws is aborted by the edge, the figures in the release log',
  { tag: '@mf-product' },
  async ({ browser, request }) => {
    const slug = await firstProductSlug(request);
    const stable = activeRemote('mf_product').version;
    const originalPointer = readFileSync(remotesFile(), 'utf8');
    const { version } = publishVariant('mf_product', 'e2e0badcart', (dir) => {
      replaceInRelease(
        dir,
        /^page-product\.[0-9a-f]+\.js$/,
        '"cart:add-item",{packId:',
        '(()=>{throw new Error("e2e canary: add to cart is broken")})(),{packId:',
        { browserOnly: true },
      );
    });

    try {
      expect(await release('canary', 'mf-product', version, '--percent', String(PERCENT))).toMatch(/serves 50%/);
      await warmCanary(request, slug);
      // The canary's throws are what the shell's field reporter sends; the stable side throws nothing.
      const [, stableSide] = await Promise.all([
        shop(browser, slug, { id: idOnSide('canary'), times: 4, expectSide: 'canary' }),
        shop(browser, slug, { id: idOnSide('stable'), times: 4, expectSide: 'stable' }),
      ]);
      expect(stableSide.errors).toEqual([]);

      await test.step('the edge ends the canary within a few polls, in the release log as `automatic`', async () => {
        await expect.poll(() => readPointer().canary?.mf_product?.version ?? null, { timeout: 30_000 }).toBeNull();
        const last = releaseLog().at(-1) as Record<string, unknown>;
        expect(last).toMatchObject({
          actor: 'automatic',
          area: 'mf_product',
          action: 'abort',
          from: version,
          to: null,
        });
        expect(String(last.reason)).toMatch(/^automatic: error rate \d+\.\d% vs 0\.0% over \d+ views \(stable \d+\)$/);
        expect(readPointer().remotes.mf_product?.version).toBe(stable);
      });

      await test.step('every later visitor gets the stable version, whichever side the split had put them on', async () => {
        const visitors = [idOnSide('canary'), idOnSide('canary', 1), idOnSide('canary', 2), idOnSide('stable', 1)];
        for (const cookie of [...visitors.map((id) => `sf_consent=all; ${CANARY_COOKIE}=${id}`), 'sf_consent=all']) {
          const res = await request.get(`${E2E_RELEASE_BASE_URL}/product/${slug}`, { headers: { cookie } });
          expect(res.status()).toBe(200);
          expect(res.headers()['x-canary']).toBeUndefined();
          const html = await res.text();
          expect(html).toContain(`/releases/mf_product/${stable}/`);
          expect(html).not.toContain(`/releases/mf_product/${version}/`);
        }
        // In a browser: a shopper the split had on the canary side adds to cart without an error now.
        const later = await shop(browser, slug, { id: idOnSide('canary', 1), times: 1, expectSide: null });
        expect(later.errors).toEqual([]);
      });
    } finally {
      writeFileSync(remotesFile(), originalPointer);
    }
  },
);
