/**
 * Id of the `<script type="application/json">` the edge inlines the boot data into: inert data the
 * HTML parser skips (no script to execute) and the shell reads with one fast JSON.parse.
 */
export const BOOT_ELEMENT_ID = 'sf-boot';

/**
 * Clicks on the page's buttons before it is hydrated: the edge's boot script holds them on `window[queue]`
 * (the elements, in order) until the shell calls `window[stop]()` just before hydrating, and the shell
 * replays them once hydrated, so a shopper's early click on "Cart" is not lost.
 */
export const EARLY_CLICKS = { queue: '__sfEarlyClicks', stop: '__sfStopEarlyClicks' } as const;
/** The release pointer as the edge serves it, never cached. */
export const REMOTES_POINTER_URL = '/remotes.json';
/**
 * Where the shell's server build puts its renderer, relative to the shell's dist folder. It exports
 * `prepare(request)` (phase 1's facts + `renderBody()`, so the edge can stream the head first) and
 * `render(request)` (both phases at once).
 */
export const SHELL_SERVER_ENTRY = 'server/render.js';
