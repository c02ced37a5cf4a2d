import type { Page } from '@playwright/test';

/** Every script of the shell: held, the shop does not boot, and the page stays the server's markup and the loader. */
export const SHELL_SCRIPTS = /\/shell\/[^?]*\.js(\?|$)/;
/** The shell's entry script alone: the loader still preloads the rest. */
export const SHELL_ENTRY = /\/shell\/main\.[0-9a-f]+\.js$/;

/**
 * Holds the requests matching `pattern` until the returned function is called, so what a test does meanwhile certainly
 * lands before them, whatever the machine's speed.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}
