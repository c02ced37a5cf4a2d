import {
  COMMAND_OWNERS,
  matchRoute,
  ownerOf,
  PRELOAD_WHEN_IDLE,
  type EventName,
  type RemoteName,
} from '@storefront/shared-contracts';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The area an element leads to: a link's route owner, a command's handler, or a named area. */
function areaBehind(element: Element, location: Location): string | null {
  if (element instanceof HTMLAnchorElement) {
    const url = new URL(element.href, location.href);
    return url.origin === location.origin ? ownerOf(matchRoute(url.pathname)) : null;
  }
  const command = element.getAttribute('data-intent-command');
  if (command) return COMMAND_OWNERS[command as EventName] ?? null;
  return element.getAttribute('data-preload-area');
}

/**
 * Preloads the remote behind an element as soon as the shopper shows intent (pointer over, keyboard
 * focus, touch start): the next area's entry and chunks are usually in by the click, and a page never
 * downloads areas nobody is heading for. Works for every link on the page, whichever area rendered it,
 * for buttons that emit a command (`data-intent-command="cart:add-item"`) and for shell controls that
 * open an area (`data-preload-area`). Returns a function that stops listening.
 */
export function preloadOnIntent(target: Document, preload: (area: RemoteName) => void): () => void {
  const warmed = new Set<string>();
  const onIntent = (event: Event) => {
    const element =
      event.target instanceof Element
        ? event.target.closest('a[href], [data-intent-command], [data-preload-area]')
        : null;
    const owner = element ? areaBehind(element, target.location) : null;
    if (!owner || owner === 'shell' || warmed.has(owner)) return;
    warmed.add(owner);
    preload(owner as RemoteName);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true });
  };
}

/**
 * Loads the areas behind the controls the page marks `PRELOAD_WHEN_IDLE` (its main action: the product page's add
 * to cart), each once; the caller runs it once the page has hydrated and is quiet.
 */
export function preloadMarked(target: Document, preload: (area: RemoteName) => void): void {
  const owners = new Set<string>();
  for (const element of target.querySelectorAll(`[${PRELOAD_WHEN_IDLE}]`)) {
    const owner = areaBehind(element, target.location);
    if (owner && owner !== 'shell') owners.add(owner);
  }
  for (const owner of owners) preload(owner as RemoteName);
}

/**
 * Ends the current task so the browser can paint and handle input before the next step of start-up
 * (`scheduler.yield` where available): one long start-up task becomes several short ones.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
