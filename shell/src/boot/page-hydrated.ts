let markHydrated: () => void = () => undefined;

/**
 * Settles once the page's own content has hydrated (HydrationMarker), or when the early clicks are handed over
 * whatever happened (mount-app.tsx's fallback): work for later (warming what the next tap needs) waits for it, so it
 * never competes with hydration.
 */
export const pageHydrated: Promise<void> = new Promise<void>((resolve) => (markHydrated = resolve));

export function markPageHydrated(): void {
  markHydrated();
}
