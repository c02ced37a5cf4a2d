import { EARLY_FORMS } from '@storefront/shared-contracts';

type EarlyPageWindow = Record<string, unknown>;

/**
 * Takes the page from the edge's loader before the shell reads it. A listing's filter change before the shell ran
 * is fetched and put in place by the loader (markup, boot data, address): from here no new one starts (a change
 * submits its form natively until React has the page), and one on its way is awaited, so the shell reads and
 * hydrates the page that will be on screen, never one about to be replaced. A swap that fails navigates away:
 * either way the promise settles.
 */
export async function claimEarlyPage(win: EarlyPageWindow): Promise<void> {
  const pending = win[EARLY_FORMS.page];
  win[EARLY_FORMS.page] = true;
  if (typeof (pending as PromiseLike<void> | undefined)?.then === 'function')
    await Promise.resolve(pending).catch(() => undefined);
}
