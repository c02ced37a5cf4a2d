import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * Parts of the frame a shopper does not use first (the footer) hydrate when they are needed, not with the
 * page: their code is a chunk of its own, asked for only once the browser boot releases them (the part
 * comes near the viewport, the shopper points at or focuses it, or navigates). Until then React keeps the
 * server's markup as it is (a dehydrated Suspense boundary): it is visible, its links work as plain links.
 *
 * Without `deferUntil` (the server, a page rendered without server markup, tests) a part renders at once.
 */
let gate: Promise<void> | null = null;
let open: (() => void) | null = null;

/** Browser boot, before hydration: deferred parts wait for `releaseDeferredParts()`. */
export function deferUntilReleased(): void {
  gate ??= new Promise<void>((resolve) => {
    open = resolve;
  });
}

/** Lets deferred parts load and hydrate (idempotent). */
export function releaseDeferredParts(): void {
  open?.();
  open = null;
}

let firstLocation: string | null = null;

/**
 * Called by the frame with the router's location on every render: a navigation inside the page releases the
 * deferred parts (a dehydrated part must hydrate before React can update it, and a navigation updates it).
 */
export function releaseOnNavigation(locationKey: string): void {
  if (!open) return;
  firstLocation ??= locationKey;
  if (locationKey !== firstLocation) releaseDeferredParts();
}

/**
 * Releases the deferred parts when `element` (their server markup) comes within 300 px of the viewport or
 * the shopper points at, touches or focuses it (keyboard users Tab into it). Browser only.
 */
export function releaseWhenNeeded(element: Element | null): void {
  if (!element || typeof IntersectionObserver === 'undefined') {
    releaseDeferredParts();
    return;
  }
  const events = ['focusin', 'pointerover', 'touchstart'] as const;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) release();
    },
    { rootMargin: '300px' },
  );
  function release() {
    observer.disconnect();
    for (const type of events) element?.removeEventListener(type, release, true);
    releaseDeferredParts();
  }
  observer.observe(element);
  for (const type of events) element.addEventListener(type, release, { capture: true, passive: true });
}

/** A frame part that hydrates when released; `fallback` only shows when the browser renders it itself. */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P & { fallback?: ReactNode }) => ReactNode {
  const Part = lazy(async () => {
    if (gate) await gate;
    return { default: await load() };
  });
  return function DeferredPart({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Part {...(props as unknown as P)} />
      </Suspense>
    );
  };
}
