import { EARLY_FORMS } from '@storefront/shared-contracts';
import { claimEarlyPage } from './early-page';

describe('claimEarlyPage', () => {
  it('marks the page claimed at once and waits for a swap on its way before the shell reads the page', async () => {
    let finish: () => void = () => undefined;
    const win: Record<string, unknown> = { [EARLY_FORMS.page]: new Promise<void>((resolve) => (finish = resolve)) };
    let claimed = false;
    const claiming = claimEarlyPage(win).then(() => (claimed = true));
    // A change from here on is submitted natively: the loader sees the claim.
    expect(win[EARLY_FORMS.page]).toBe(true);
    await Promise.resolve();
    expect(claimed).toBe(false);
    finish();
    await claiming;
    expect(claimed).toBe(true);
  });

  it('goes on when no swap is on its way, or one failed (the loader then navigates away)', async () => {
    const win: Record<string, unknown> = {};
    await claimEarlyPage(win);
    expect(win[EARLY_FORMS.page]).toBe(true);
    await expect(claimEarlyPage({ [EARLY_FORMS.page]: Promise.reject(new Error('offline')) })).resolves.toBeUndefined();
  });
});
