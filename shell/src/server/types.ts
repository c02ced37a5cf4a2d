import type { BootData, RemoteName } from '@storefront/shared-contracts';

/** What the edge hands the shell's server renderer for one page request. */
export interface RenderRequest {
  /** Path and query of the request, e.g. `/de/collections/high-thc?sort=price_asc`. */
  url: string;
  /** The request's cookies (parsed) and raw Cookie header (forwarded to the api). */
  cookies: Readonly<Record<string, string>>;
  cookieHeader?: string;
  /** The data the edge inlines anyway: release pointer, settings, route rules, country. */
  boot: BootData;
  /** Base URL of the commerce api (loopback). */
  apiUrl: string;
  /** The releases folder holding `<remote>/<version>/server/`. */
  releasesDir: string;
  /** How long a remote may take to load and prefetch before its area renders as a fallback. */
  areaBudgetMs?: number;
}

export interface RenderResult {
  status: 200 | 404;
  /** Markup for `#root`. */
  html: string;
  /** `<style>` tags of what was rendered (styled-components). */
  styles: string;
  htmlLang: string;
  bodyClass: string;
  /** The store's state, for the browser to start from (inlined with the boot data). */
  state: unknown;
  /** Areas rendered as their fallback (the browser tries them itself). */
  failedAreas: RemoteName[];
  /** The area whose page was rendered, if any (for preloads). */
  area: RemoteName | null;
}
