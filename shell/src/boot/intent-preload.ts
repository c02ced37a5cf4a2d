import { matchRoute, type RemoteName } from '@storefront/shared-contracts';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Preloads the remote behind a link as soon as the shopper shows intent to follow it (pointer over,
 * keyboard focus, touch start): the next area's entry and chunks are usually in by the click, and a
 * page never downloads areas nobody is heading for. Works for every link on the page, whichever area
 * rendered it. Returns a function that stops listening.
 */
export function preloadOnIntent(target: Document, preload: (area: RemoteName) => void): () => void {
  const warmed = new Set<RemoteName>();
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = new URL(anchor.href, target.location.href);
    if (url.origin !== target.location.origin) return;
    const owner = matchRoute(url.pathname).route.owner;
    if (owner === 'shell' || warmed.has(owner as RemoteName)) return;
    warmed.add(owner as RemoteName);
    preload(owner as RemoteName);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true });
  };
}

/** Runs a task when the main thread is idle (or soon, where the browser has no idle callback). */
export function whenIdle(task: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => void }).requestIdleCallback;
  if (idle) idle(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
