import type { Page } from '@playwright/test';
import { BOOT_ELEMENT_ID } from '@storefront/shared-contracts';
import { expect, test } from '../support/test';

interface Beacon {
  events: Array<Record<string, unknown>>;
}

/** What the page sends to `/api/field`, and the api's answers. */
function watchField(page: Page) {
  const sent: Beacon[] = [];
  const answers: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/field') sent.push(request.postDataJSON() as Beacon);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/field') answers.push(response.status());
  });
  return { sent, answers };
}

/** What a browser does when the shopper switches tab or closes it. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

// One eager page (it boots without waiting for intent), through the edge to the api: the beacon's body type,
// origin and shape are what the api accepts.
test('a page reports its view and an uncaught error by beacon when hidden, tagged with its area release', async ({
  page,
}) => {
  const field = watchField(page);
  // The reporter loads when the browser is idle after start-up, as its own chunk.
  const reporterLoaded = page.waitForResponse((response) => /\/shell\/field\.[0-9a-f]+\.js$/.test(response.url()));
  await page.goto('/contact');
  await reporterLoaded;
  const version = await page.evaluate(
    (id) =>
      (
        JSON.parse(document.getElementById(id)?.textContent ?? '{}') as {
          remotes: { remotes: Record<string, { version: string }> };
        }
      ).remotes.remotes.mf_support?.version,
    BOOT_ELEMENT_ID,
  );
  expect(version).toBeTruthy();
  // Nothing is sent while the page is in use.
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('field measurement check')), 0));
  await page.waitForTimeout(300);
  expect(field.sent).toEqual([]);

  await hide(page);
  await expect.poll(() => field.answers).toEqual([202]);
  const events = field.sent.flatMap((beacon) => beacon.events);
  expect(events).toContainEqual({
    kind: 'view',
    storefront: 'en',
    route: 'contact',
    area: 'mf_support',
    version,
    side: 'stable',
  });
  expect(events).toContainEqual(
    expect.objectContaining({ kind: 'error', source: 'rejection', area: 'shell', route: 'contact', side: 'stable' }),
  );
});
