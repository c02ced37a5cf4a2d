import { EARLY_CLICKS } from '@storefront/shared-contracts';

type EarlyClickWindow = Record<string, unknown>;

/** If the page's own content never reports itself hydrated, early clicks are handed over after this. */
export const EARLY_CLICKS_RELEASE_MS = 5000;

/**
 * Ends the edge boot script's capture of early clicks (React's listeners take over from here) and takes
 * the buttons the shopper clicked before the page was hydrated, in order.
 */
export function takeEarlyClicks(win: EarlyClickWindow): HTMLElement[] {
  const stop = win[EARLY_CLICKS.stop];
  if (typeof stop === 'function') stop();
  const queue = win[EARLY_CLICKS.queue];
  win[EARLY_CLICKS.queue] = [];
  return Array.isArray(queue) ? queue.filter((element): element is HTMLElement => element instanceof HTMLElement) : [];
}

/** Gives each early click to its button, now that React handles it; a button no longer on the page is skipped. */
export function replayClicks(buttons: readonly HTMLElement[]): void {
  for (const button of buttons) if (button.isConnected) button.click();
}

/**
 * Once the page's content has hydrated (the frame, and the area of the route, or its fallback): stop
 * holding clicks and replay those held. Before that, a click on server markup whose component has not
 * hydrated yet would be lost, and an update reaching a page still hydrating would make React drop its
 * server markup. Safe to call more than once.
 */
export function releaseEarlyClicks(win: EarlyClickWindow = window as unknown as EarlyClickWindow): void {
  replayClicks(takeEarlyClicks(win));
}
