import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { E2E_BASE_URL } from './run-env';

export interface ShopOptions {
  /**
   * The visitor already passed the entry gate (the `sf_consent` cookie), as on every visit after the
   * first. Gate specs set it to false.
   */
  enteredShop: boolean;
}

/**
 * Playwright's test with the shop's defaults: the visitor has entered (consent `all`), and the browser
 * console is left on (`sf_debug=1`; the shop silences it otherwise) so specs can assert on errors.
 */
export const test = base.extend<ShopOptions>({
  enteredShop: [true, { option: true }],
  context: async ({ context, enteredShop }, use) => {
    await context.addCookies(shopCookies(enteredShop));
    await answerThirdParties(context);
    await use(context);
  },
});

function shopCookies(enteredShop: boolean) {
  return [
    { name: 'sf_debug', value: '1', url: E2E_BASE_URL },
    ...(enteredShop ? [{ name: 'sf_consent', value: 'all', url: E2E_BASE_URL }] : []),
  ];
}

/**
 * The configured third-party origins (`*.e2e.test`) do not exist: answer them with an empty script so a
 * page that loads one (a tag manager 3 s in) logs no network error. Specs about them route them later,
 * which takes precedence.
 */
async function answerThirdParties(context: BrowserContext) {
  await context.route(/^https:\/\/[a-z]+\.e2e\.test\//, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}

/** A further browser context with the same defaults (e.g. one without JavaScript). */
export async function newShopContext(
  browser: Browser,
  options: BrowserContextOptions = {},
  enteredShop = true,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, ...options });
  await context.addCookies(shopCookies(enteredShop));
  await answerThirdParties(context);
  return context;
}

/**
 * A test of a spec the phone runs again that is about the flow or the server, not the screen (a payment's states,
 * a second storefront's words, a status code, a vote's count): it runs once, on the desktop. The phone keeps the
 * spec's tests of what a small screen and touch change; `route-sweep` and `touch-targets` hold every route's fit
 * and targets at 360 px. Written as `test(title, ONCE, body)`; the phone project's `grepInvert` leaves these out.
 */
export const ONCE = { tag: '@once' } as const;

export { expect };
