import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@storefront/shared-ui';

/** How long a position being restored waits for its page to grow tall enough (an area's chunk, its data). */
export const RESTORE_WAIT_MS = 5000;

/** How long a restored position must hold before the page counts as settled. */
const SETTLED_MS = 300;

/** What the shopper does that ends a restore: they scroll on their own. */
const SHOPPER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The element a hash names (`#reviews`), if the page has it. */
function anchorOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scrolls as a browser does across the shell's client-side navigations (react-router's `<ScrollRestoration>`
 * needs a data router; the shell uses `BrowserRouter`): a new page (a link, `navigate`) opens at its top or at
 * its anchor; Back and Forward return to the position the shopper left that history entry at, once the page is
 * tall enough again (its area and data may still be loading), unless the shopper scrolls first. A replaced entry
 * (a filter's query, a redirect) keeps the position.
 *
 * The browser's own restoration is off while the shell runs (`history.scrollRestoration = 'manual'`: it would
 * restore on `popstate`, before the previous page is rendered) and back on when the document is left, so a
 * reload or a return from another site restores natively. Positions are kept per `location.key`, recorded as
 * the shopper scrolls (at navigation time the new page may already have clamped the old position).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(location.key);
  const first = useRef(true);

  useEffect(() => {
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    const native = () => {
      window.history.scrollRestoration = 'auto';
    };
    const record = () => positions.current.set(current.current, window.scrollY);
    manual();
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', native);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', native);
      window.removeEventListener('pageshow', manual);
      native();
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    // The page the document loaded with is where the browser (or the shopper, before the shell booted) put it.
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'REPLACE') return;
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    const hash = navigationType === 'PUSH' ? location.hash : '';
    const target = () => {
      if (saved !== undefined) return saved;
      const anchor = anchorOf(hash);
      return anchor ? anchor.getBoundingClientRect().top + window.scrollY : 0;
    };
    window.scrollTo(0, target());
    if ((saved === undefined || saved === 0) && hash === '') return;

    // The page may not be tall enough yet (or the anchor not there): tried again each frame until it is.
    let frame = 0;
    const started = performance.now();
    let reachedAt: number | null = null;
    const stop = () => {
      window.cancelAnimationFrame(frame);
      for (const name of SHOPPER_SCROLLS) window.removeEventListener(name, stop);
    };
    const attempt = () => {
      const wanted = target();
      if (Math.abs(window.scrollY - wanted) >= 1) window.scrollTo(0, wanted);
      const now = performance.now();
      const reached = Math.abs(window.scrollY - wanted) < 1 && (saved !== undefined || anchorOf(hash) !== null);
      reachedAt = reached ? (reachedAt ?? now) : null;
      // Held for a moment: the page may still be replacing a loading state with its content.
      if ((reachedAt !== null && now - reachedAt > SETTLED_MS) || now - started > RESTORE_WAIT_MS) return stop();
      frame = window.requestAnimationFrame(attempt);
    };
    for (const name of SHOPPER_SCROLLS) window.addEventListener(name, stop, { passive: true });
    frame = window.requestAnimationFrame(attempt);
    return stop;
  }, [location.key, location.hash, navigationType]);
}
