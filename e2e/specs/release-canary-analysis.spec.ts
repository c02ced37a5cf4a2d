import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/release-test';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { E2E_RELEASE_BASE_URL, runDirs } from '../support/run-env';
import { activeRemote, publishVariant, readPointer, release, remotesFile, replaceInRelease } from '../support/releases';

// The release edge's automatic canary analysis (playwright.config.ts gives it the api's ops token and 3 views
// a side): a canary whose add-to-cart throws is ended by the edge itself, as `release abort` would, from what
// the shoppers' browsers reported.
const CANARY_COOKIE = 'sf_canary';
const PERCENT = 50;

/** The edge's split: sha256(`<id>:<remote>`)'s first 4 bytes mod 100 below the percentage = canary. */
function idOnSide(side: 'canary' | 'stable'): string {
  for (let i = 1; ; i++) {
    const id = `ca${i.toString(16).padStart(14, '0')}`;
    const bucket = createHash('sha256').update(`${id}:mf_product`).digest().readUInt32BE(0) % 100;
    if ((bucket < PERCENT ? 'canary' : 'stable') === side) return id;
  }
}

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

    /** One shopper on one side: `times` product pages, each clicking add to cart, each reported on leaving. */
    async function shop(b: Browser, side: 'canary' | 'stable', times: number) {
      const context = await b.newContext();
      await context.addCookies([
        { name: 'sf_consent', value: 'all', url: E2E_RELEASE_BASE_URL },
        { name: CANARY_COOKIE, value: idOnSide(side), url: E2E_RELEASE_BASE_URL },
      ]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        for (let i = 0; i < times; i++) {
          const response = await page.goto(`/product/${slug}`);
          // Only the first: the edge may end the canary as soon as both sides have reported 3 views.
          if (i === 0) expect(response?.headers()['x-canary']).toBe(`mf_product=${side}`);
          const product = new ProductPage(page);
          await product.hydrated();
          await product.addToCartButton.click();
          // Leaving the page sends its field measurements (pagehide).
          await page.goto('about:blank');
        }
        return errors;
      } finally {
        await context.close();
      }
    }

    try {
      expect(await release('canary', 'mf-product', version, '--percent', String(PERCENT))).toMatch(/serves 50%/);
      // The canary's throws are what the shell's field reporter sends; the stable side throws nothing.
      const [, stableErrors] = await Promise.all([shop(browser, 'canary', 4), shop(browser, 'stable', 4)]);
      expect(stableErrors).toEqual([]);

      await test.step('the edge ends the canary within a few polls, in the release log as `automatic`', async () => {
        await expect.poll(() => readPointer().canary?.mf_product?.version ?? null, { timeout: 30_000 }).toBeNull();
        const log = readFileSync(path.join(runDirs().releasesDir, 'release-log.jsonl'), 'utf8').trim().split('\n');
        const last = JSON.parse(log.at(-1) as string) as Record<string, unknown>;
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
    } finally {
      writeFileSync(remotesFile(), originalPointer);
    }
  },
);
