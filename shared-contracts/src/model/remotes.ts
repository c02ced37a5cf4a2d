import type { RouteId } from '../routes/route-table';

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
/**
 * A listing's filters and sort before the shell runs. A change in a form marked `submitOnChange` is a new page: the
 * edge's loader fetches it and puts it in place of the one shown (markup, boot data, address), showing each
 * element's `pendingText` while it comes, instead of a whole page load; intent inside an element marked `owned`
 * (the filter panel) does not start the shop, whose download would compete with that page. While a change is on
 * its way (a listing's, or a product page's add to cart, which changes the counts and the boot data),
 * `window[page]` holds its promise; the shell sets `window[page] = true` when it reads the page's state (just before
 * it builds its store and hydrates) and awaits the promise first, so it never hydrates a page being changed. A
 * later filter change is left to the shell, which gives the tick back to the hydrated form. A later add is still
 * sent and its dialog shown at once, but the counts it brings are not written into a page React is taking over:
 * the loader pushes the answer (with `itemCount` and `seedCount`) onto `window[added]` (an array until the shell
 * takes it over, then the shell's own receiver), and the shell applies it once the page is hydrated. The page the
 * loader puts in place may name its own address on an element marked `address` (a listing's view written one way,
 * as its hydrated links write it; the form's fields in their order otherwise), which the loader shows instead of the
 * form's. `address` since 4.10.0.
 */
export const EARLY_FORMS = {
  submitOnChange: 'data-submit-on-change',
  pendingText: 'data-early-pending',
  owned: 'data-early-owned',
  page: '__sfEarlyPage',
  added: '__sfEarlyAdded',
  address: 'data-early-address',
} as const;
/**
 * A guest's wishlist heart before the shell runs. The wishlist is for logged-in shoppers, so a guest's tap is
 * answered by a prompt to log in or sign up: the shell renders it hidden (a `<dialog>` marked
 * `dialog`, its login link marked `loginLink`) on the pages of `EARLY_WISHLIST_ROUTES`, and the edge's loader shows it at the tap of a heart (`heart`)
 * when the page's boot data says the shopper is a guest, instead of holding the tap until the whole shop has
 * booted (seconds on a phone). A logged-in shopper's tap is held and replayed as before: it is a write. The loader
 * points the login link back to the page as it is then (`?returnTo=`). Since 4.13.0.
 */
export const EARLY_WISHLIST = {
  heart: '[data-intent-command="wishlist:toggle"]',
  dialog: 'data-early-wishlist',
  loginLink: 'data-early-login',
  /** The login page's query naming where to go once logged in (mf-account's `/login?returnTo=`). Since 4.14.0. */
  returnQuery: 'returnTo',
} as const;
/**
 * The routes whose pages show wishlist hearts (the product page, listings, search results): only their pages carry
 * the guest prompt and the loader's handler for it, so a page without hearts stays as light as it was. Since 4.13.0.
 */
export const EARLY_WISHLIST_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'product',
  'product-slug',
  'collections',
  'collections-all',
  'collections-slug',
  'collections-slug-page',
  'search',
]);
/**
 * The chat: the shell's drawer (`drawerId`, the `popovertarget` of the header's and the menu's chat buttons) holds
 * mf_support's `widget:chat` slot, whose code is the lazy chunk group `chunk` (with the area's entry and messages).
 * At the tap of a chat button the edge's loader preloads those scripts beside the shell's, so the chat does not
 * wait for the shell's boot and then for a chain of its own downloads. Since 4.15.0.
 */
export const CHAT_WIDGET = { drawerId: 'chat-drawer', area: 'mf_support', chunk: 'chat-window' } as const;
/**
 * Marks a control whose area the shell loads once the page has hydrated and is quiet, before any intent (the
 * product page's add to cart, its main action: the cart area then fetches what an add needs, so the tap waits for
 * the api alone, not for a chain of downloads). Links and `data-intent-command` name the area as for intent.
 * Since 4.9.0.
 */
export const PRELOAD_WHEN_IDLE = 'data-preload-idle';
/** The release pointer as the edge serves it, never cached. */
export const REMOTES_POINTER_URL = '/remotes.json';
/**
 * The folder of a build that holds its server build (`dist/server/` of the shell and of every remote; a
 * release keeps it beside the browser files). The edge never serves it.
 */
export const SERVER_BUILD_DIR = 'server';

/** A remote's entry file name, in its browser build and in its server build (`server/remoteEntry.js`). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * Where the shell's server build puts its renderer, relative to the shell's dist folder. It exports
 * `prepare(request)` (phase 1's facts + `renderBody()`, so the edge can stream the head first) and
 * `render(request)` (both phases at once).
 */
export const SHELL_SERVER_ENTRY = `${SERVER_BUILD_DIR}/render.js`;

/**
 * The files every build writes beside its assets for the edge and the release command (build-tools writes
 * them; the edge reads them).
 */
export const BUILD_FILES = {
  /** Shell: its initial scripts and styles, in order. */
  entryAssets: 'entry-assets.json',
  /** Shell and remotes: named lazy chunk group (`page-product`, `messages-de`) -> its script files. */
  chunkGroups: 'chunk-groups.json',
  /** Shell: the version of every singleton it provides (release activate checks remotes against it). */
  sharedVersions: 'shared-versions.json',
  /** Remotes: the federation manifest (exposes and their chunks, singletons built against). */
  manifest: 'mf-manifest.json',
  /** Remotes: name, package and contract version, hash (`buildInfoSchema`). */
  buildInfo: 'release.json',
} as const;

/**
 * The default of `ShellRenderRequest.areaBudgetMs` (the edge's `AREA_BUDGET_MS`): one deadline per page for
 * the route's area to load, prefetch and render before it renders as its fallback.
 */
export const DEFAULT_AREA_BUDGET_MS = 1000;
