import { z } from 'zod';
import { LANGUAGES } from '../locales';
import type { ResolvedRoute } from '../routes/resolve-route';
import { remoteNameSchema, type BootData } from './remotes-pointer';

/** Where the renderer reports what it left to the browser (an area rendered as its fallback), with the request's id. */
export interface ShellRenderLog {
  warn(message: string): void;
}

/**
 * What the edge hands the shell's server renderer (`prepare(request)`, or `render(request)` for the whole
 * page at once) for one page request.
 */
export interface ShellRenderRequest {
  /** Path and query of the request, e.g. `/de/collections/high-thc?sort=price`. */
  url: string;
  /**
   * The route the edge resolved for this request (`resolveRoute(path, sf_region)`): the renderer never resolves
   * `url` again, so a page has one route. Required: the edge and the shell ship together.
   */
  route: ResolvedRoute;
  /** The request's cookies (parsed) and raw Cookie header (forwarded to the api). */
  cookies: Readonly<Record<string, string>>;
  cookieHeader?: string;
  /**
   * The edge's id of this request (its log lines carry it); the renderer sends it to the api as
   * `x-request-id`, so the api's log lines of the page's data join them. Since 2.3.0.
   */
  requestId?: string;
  /** The request's logger (its lines carry the request id); `console` when absent. Since 2.3.0. */
  log?: ShellRenderLog;
  /** The data the edge inlines anyway: release pointer, settings, route rules, country. */
  boot: BootData;
  /** Base URL of the commerce api (loopback). */
  apiUrl: string;
  /** The shop's public origin (`https://shop.example`), for absolute URLs in structured data. */
  origin: string;
  /** The releases folder holding `<remote>/<version>/server/`. */
  releasesDir: string;
  /**
   * One deadline per page for the route's area (and the frame areas' data): loading it, prefetching its
   * data and rendering it share this many milliseconds; when they run out the area renders as its fallback.
   * `DEFAULT_AREA_BUDGET_MS` when absent.
   */
  areaBudgetMs?: number;
}

const pageHeadSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  ogType: z.enum(['website', 'product']).optional(),
  ogImage: z.string().optional(),
  lcpImage: z.object({ src: z.string(), srcSet: z.string(), sizes: z.string().optional() }).optional(),
  languages: z.array(z.enum(LANGUAGES)).optional(),
  jsonLd: z.array(z.record(z.string(), z.unknown())).optional(),
});

/**
 * Phase 1 of a server render (`prepare(request)`): the route, the area's load and data prefetch and the
 * frame areas' data are done, so the page's status, head, body class and chunks are known and the edge can
 * send the document's head while the markup renders. The edge parses it, so another shape fails loudly.
 */
export const shellPreparedPageSchema = z.object({
  status: z.union([z.literal(200), z.literal(404)]),
  bodyClass: z.string(),
  /** Areas that will render as their fallback (the browser tries them itself); phase 2 may add the page's area. */
  failedAreas: z.array(remoteNameSchema),
  /** Frame areas (the cart) whose frame data is in the state; the browser loads these on intent only. */
  frameAreas: z.array(remoteNameSchema),
  /** The area whose page is rendered, if any. */
  area: remoteNameSchema.nullable(),
  /** What the page tells the document head; null for the not-found page or a fallback. */
  head: pageHeadSchema.nullable(),
  /** Named chunk groups of `area` the browser needs to hydrate (its `chunk-groups.json` lists the files). */
  areaChunks: z.array(z.string()),
  /** Named chunk groups of the shell the browser needs (e.g. `messages-de`). */
  shellChunks: z.array(z.string()),
});
export type ShellPreparedPageFacts = z.infer<typeof shellPreparedPageSchema>;

/** Phase 2 (`renderBody()`): the markup, its styles and the state the browser hydrates from. */
export const shellRenderedBodySchema = z.object({
  /** Markup for `#root`: the whole page (every Suspense boundary resolved), no streaming scripts. */
  html: z.string(),
  /** `<style>` tags of what was rendered (styled-components). */
  styles: z.string(),
  /** The store's state, for the browser to start from (inlined with the boot data). */
  state: z.record(z.string(), z.unknown()),
  /** Areas rendered as their fallback: phase 1's, plus the page's area when it threw or ran out of time rendering. */
  failedAreas: z.array(remoteNameSchema),
  /**
   * Keys of `state` holding the visitor's own frame data (the frame areas' prefetch: cart, session). A page
   * rendered without the visitor's cookies and kept for everyone is served to a shopper with a cart or a
   * session without them (and without those areas in `frameAreas`), so the browser loads them anew. Absent
   * (an older shell): such shoppers get a page rendered for them alone.
   */
  visitorState: z.array(z.string()).optional(),
});
export type ShellRenderedBody = z.infer<typeof shellRenderedBodySchema>;

/** What `prepare(request)` answers: phase 1's facts and the function that renders phase 2 (call it once). */
export type ShellPreparedPage = ShellPreparedPageFacts & { renderBody(): Promise<ShellRenderedBody> };

/** The renderer's whole answer (`render(request)`: both phases at once); the edge parses it. */
export const shellRenderResultSchema = shellPreparedPageSchema.extend(shellRenderedBodySchema.shape);
export type ShellRenderResult = z.infer<typeof shellRenderResultSchema>;
