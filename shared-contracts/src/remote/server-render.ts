import { z } from 'zod';
import { remoteNameSchema, type BootData } from './remotes-pointer';

/** What the edge hands the shell's server renderer (`render(request)`) for one page request. */
export interface ShellRenderRequest {
  /** Path and query of the request, e.g. `/de/collections/high-thc?sort=price`. */
  url: string;
  /** The request's cookies (parsed) and raw Cookie header (forwarded to the api). */
  cookies: Readonly<Record<string, string>>;
  cookieHeader?: string;
  /** The data the edge inlines anyway: release pointer, settings, route rules, country. */
  boot: BootData;
  /** Base URL of the commerce api (loopback). */
  apiUrl: string;
  /** The shop's public origin (`https://shop.example`), for absolute URLs in structured data. */
  origin: string;
  /** The releases folder holding `<remote>/<version>/server/`. */
  releasesDir: string;
  /** How long a remote may take to load and prefetch before its area renders as a fallback. */
  areaBudgetMs?: number;
}

const pageHeadSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  ogType: z.enum(['website', 'product']).optional(),
  ogImage: z.string().optional(),
  lcpImage: z.object({ src: z.string(), srcSet: z.string(), sizes: z.string().optional() }).optional(),
  jsonLd: z.array(z.record(z.string(), z.unknown())).optional(),
});

/** The renderer's answer; the edge parses it, so a shell speaking another shape fails loudly. */
export const shellRenderResultSchema = z.object({
  status: z.union([z.literal(200), z.literal(404)]),
  /** Markup for `#root`. */
  html: z.string(),
  /** `<style>` tags of what was rendered (styled-components). */
  styles: z.string(),
  bodyClass: z.string(),
  /** The store's state, for the browser to start from (inlined with the boot data). */
  state: z.record(z.string(), z.unknown()),
  /** Areas rendered as their fallback (the browser tries them itself). */
  failedAreas: z.array(remoteNameSchema),
  /** Frame areas (the cart) whose frame data is in `state`; the browser loads these on intent only. */
  frameAreas: z.array(remoteNameSchema),
  /** The area whose page was rendered, if any. */
  area: remoteNameSchema.nullable(),
  /** What the rendered page tells the document head; null for the not-found page or a fallback. */
  head: pageHeadSchema.nullable(),
  /** Named chunk groups of `area` the browser needs to hydrate (its `chunk-groups.json` lists the files). */
  areaChunks: z.array(z.string()),
  /** Named chunk groups of the shell the browser needs (e.g. `messages-de`). */
  shellChunks: z.array(z.string()),
});
export type ShellRenderResult = z.infer<typeof shellRenderResultSchema>;
