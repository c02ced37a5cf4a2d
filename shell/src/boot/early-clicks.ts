import { EARLY_CLICKS } from '@storefront/shared-contracts';
import { earlyInputsPending } from './early-inputs';

type EarlyClickWindow = Record<string, unknown>;

/** If the page's own content never reports itself hydrated, early clicks are handed over after this. */
export const EARLY_CLICKS_RELEASE_MS = 5000;

/**
 * Ends the edge boot script's capture of early clicks (React's listeners take over from here) and takes
 * the buttons the shopper clicked (and forms submitted) before the page was hydrated, in order.
 */
export function takeEarlyClicks(win: EarlyClickWindow): HTMLElement[] {
  const stop = win[EARLY_CLICKS.stop];
  if (typeof stop === 'function') stop();
  const queue = win[EARLY_CLICKS.queue];
  win[EARLY_CLICKS.queue] = [];
  return Array.isArray(queue) ? queue.filter((element): element is HTMLElement => element instanceof HTMLElement) : [];
}

/**
 * Gives each early click to its button, now that React handles it; a button no longer on the page is skipped. A
 * form held itself (submitted with Enter and no submit button) is submitted as the shopper did, to its handler.
 */
export function replayClicks(buttons: readonly HTMLElement[]): void {
  for (const button of buttons) {
    if (!button.isConnected) continue;
    if (button instanceof HTMLFormElement) button.requestSubmit();
    else button.click();
  }
}

/**
 * Once the page's content has hydrated (the frame, and the area of the route, or its fallback): stop
 * holding clicks and replay those held. Before that, a click on server markup whose component has not
 * hydrated yet would be lost, and an update reaching a page still hydrating would make React drop its
 * server markup. The clicks wait until what was typed before is given back (`releaseEarlyInputs`): a login
 * submitted with Enter must send the e-mail and password, not the empty state hydration left. Safe to call
 * more than once.
 */
export function releaseEarlyClicks(win: EarlyClickWindow = window as unknown as EarlyClickWindow): void {
  const clicks = takeEarlyClicks(win);
  const inputs = earlyInputsPending();
  if (!inputs) replayClicks(clicks);
  else {
    const replay = () => replayClicks(clicks);
    // A field that could not be given back must not cost the shopper their click.
    void inputs.then(replay, replay);
  }
}
