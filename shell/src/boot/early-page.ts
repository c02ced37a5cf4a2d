import { EARLY_FORMS } from '@storefront/shared-contracts';

type EarlyPageWindow = Record<string, unknown>;

/**
 * Takes the page from the edge's loader before the shell reads its state (once React, the frame and the route's
 * area have arrived: until then the loader answers the shopper by itself). A listing's filter change is fetched
 * and put in place by the loader (markup, boot data, address), and an add to cart fills the counts and the boot
 * data: from here neither changes the page (a tick waits for the hydrated form, an add leaves its counts to the
 * shell), and one on its way is awaited, so the shell reads and hydrates the page that will be on screen, never
 * one about to change. A swap or add that fails navigates away: either way the promise settles.
 */
export async function claimEarlyPage(win: EarlyPageWindow): Promise<void> {
  const pending = win[EARLY_FORMS.page];
  win[EARLY_FORMS.page] = true;
  if (typeof (pending as PromiseLike<void> | undefined)?.then === 'function')
    await Promise.resolve(pending).catch(() => undefined);
}
