import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/release-test';
import { E2E_API_URL, ROOT, runDirs } from '../support/run-env';
import { activeRemote, publishVariant, readPointer, release, remotesFile } from '../support/releases';

// The release console (/ops) on the release edge, which runs the automatic canary analysis (3 views a side, every
// half second; playwright.config.ts). The figures are sent as the shoppers' browsers send them (POST /api/field),
// so no shopping browser is needed: the analysis, the console and the pointer are the real ones.
const OPERATOR = 'e2e-operator';
const PASSWORD = 'e2e operator password';

function operator(...args: string[]) {
  execFileSync('npm', ['run', '--silent', 'release', '-w', '@storefront/edge', '--', 'operator', ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: runDirs().releasesDir },
    input: `${PASSWORD}\n`,
    timeout: 60_000,
  });
}

test(
  'release console: an operator sees the canary the analysis aborted, both sides’ error rates, and rolls back',
  { tag: '@mf-product' },
  async ({ page, request }) => {
    const stable = activeRemote('mf_product').version;
    const originalPointer = readFileSync(remotesFile(), 'utf8');
    const good = publishVariant('mf_product', 'e2e0c0501e', () => undefined).version;
    const bad = publishVariant('mf_product', 'e2e0c0501f', () => undefined).version;
    operator('add', OPERATOR);
    try {
      // The version the operator will roll back from (the stable one goes to history).
      await release('activate', 'mf-product', good, '--reason', 'e2e: console setup');

      await test.step('log in and start a canary through the console', async () => {
        await page.goto('/ops');
        await expect(page).toHaveURL(/\/ops\/login$/);
        await page.getByLabel('Operator name').fill(OPERATOR);
        await page.getByLabel('Password').fill(PASSWORD);
        await page.getByLabel('Password').press('Enter');
        await expect(page).toHaveURL(/\/ops$/);
        const canaryForm = page.locator('form').filter({ has: page.locator('#mf_product-canary-percent') });
        await canaryForm.getByLabel('Version').selectOption(bad);
        await canaryForm.getByLabel('Share (1–99 %)').fill('50');
        await canaryForm.getByLabel('Reason').fill('e2e: try the new gallery');
        await canaryForm.getByRole('button', { name: 'Start canary mf_product…' }).click();
        await expect(page.locator('#change')).toHaveText(
          `mf_product: canary ${bad} to 50 % of every storefront (active stays ${good})`,
        );
        expect(readPointer().canary?.mf_product).toBeUndefined();
        await page.getByRole('button', { name: 'Confirm' }).click();
        await expect(page.getByRole('status')).toContainText(`mf_product canary ${bad} serves 50% of visitors`);
        expect(readPointer().canary?.mf_product?.version).toBe(bad);
      });

      await test.step('the shoppers’ reports: every canary view throws, no stable one does', async () => {
        const tags = { storefront: 'en', route: 'index', area: 'mf_product' } as const;
        const events = [
          ...Array.from({ length: 4 }, () => [
            { kind: 'view', ...tags, version: bad, side: 'canary' },
            { kind: 'error', ...tags, version: bad, side: 'canary', source: 'error' },
            { kind: 'view', ...tags, version: good, side: 'stable' },
          ]).flat(),
        ];
        const sent = await request.post(`${E2E_API_URL}/api/field`, { data: { events } });
        expect(sent.status()).toBe(202);
        await expect.poll(() => readPointer().canary?.mf_product?.version ?? null, { timeout: 30_000 }).toBeNull();
      });

      await test.step('the console shows the abort, by whom and why, and both sides’ figures', async () => {
        await page.goto('/ops');
        const abort = page.getByRole('row').filter({ hasText: `abort ${bad} → –` });
        await expect(abort.getByRole('cell').nth(1)).toHaveText('automatic');
        await expect(abort).toContainText(/automatic: error rate 100\.0% vs 0\.0% over \d+ views \(stable \d+\)/);
        const field = page.getByRole('table', { name: /Field figures/ });
        await expect(field.getByRole('row').filter({ hasText: bad })).toContainText('canary');
        await expect(field.getByRole('row').filter({ hasText: bad }).getByRole('cell').nth(3)).toHaveText('100.0 %');
        await expect(field.getByRole('row').filter({ hasText: good }).getByRole('cell').nth(3)).toHaveText('0.0 %');
      });

      await test.step('roll mf_product back through the console', async () => {
        const rollback = page.locator('form').filter({ has: page.locator('#mf_product-rollback-reason') });
        await rollback.getByLabel('Reason').fill('e2e: back to the known good version');
        await rollback.getByLabel('Reason').press('Enter');
        await expect(page.locator('#change')).toHaveText(
          `mf_product: active ${good} → ${stable} for every storefront (roll back)`,
        );
        await page.getByRole('button', { name: 'Confirm' }).press('Enter');
        await expect(page.getByRole('status')).toHaveText(`mf_product now serves ${stable} (was ${good})`);
        expect(readPointer().remotes.mf_product?.version).toBe(stable);
        const log = readFileSync(path.join(runDirs().releasesDir, 'release-log.jsonl'), 'utf8').trim().split('\n');
        expect(JSON.parse(log.at(-1) as string)).toMatchObject({
          actor: OPERATOR,
          area: 'mf_product',
          action: 'rollback',
          from: good,
          to: stable,
          reason: 'e2e: back to the known good version',
        });
      });
    } finally {
      writeFileSync(remotesFile(), originalPointer);
      operator('remove', OPERATOR);
    }
  },
);
