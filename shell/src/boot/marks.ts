/**
 * Start-up marks on the Performance timeline (`sf:*`), read by `e2e/bench/main-thread.ts` to split the work
 * before the page is interactive into phases. A mark costs microseconds; missing APIs (server, old
 * browsers, tests) make it a no-op.
 */
export type BootMark =
  | 'sf:intent' // an intent page's first intent: its loader starts the scripts (set by the edge's inline loader)
  | 'sf:main' // the shell's entry runs: the federation runtime and the shared scopes are set up
  | 'sf:contracts' // shared-contracts (Redux Toolkit inside) evaluated
  | 'sf:boot' // bootstrap starts: console, route, boot data; React DOM, the frame's chunk and the area start loading
  | 'sf:store' // React DOM and the frame's chunk are in; the page's state is read into the store
  | 'sf:mount' // the frame mounts
  | 'sf:hydrate' // the area is in (set up with the store): hydration starts
  | 'sf:hydrated'; // the page's content has hydrated (HydrationMarker)

export function bootMark(name: BootMark): void {
  try {
    if (typeof performance !== 'undefined' && performance.getEntriesByName(name, 'mark').length === 0)
      performance.mark(name);
  } catch {
    // No timeline: nothing to record.
  }
}
