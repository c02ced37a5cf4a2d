import axios from 'axios';
import { ServerStyleSheet } from 'styled-components';
import {
  activeCarrierInfo,
  COOKIES,
  createEventBus,
  createStorefrontStore,
  initialSharedState,
  intlLocaleFor,
  languageFor,
  matchRoute,
  messagesChunk,
  sharedActions,
  STOREFRONTS,
  type AreaModule,
  type PageHead,
  type RemoteName,
} from '@storefront/shared-contracts';
import { StaticRouter } from '@storefront/shared-ui';
import { App } from '../app/app';
import { createShellRuntime } from '../areas/shell-runtime';
import '../federation/area-only-singletons';
import { loadShellMessages } from '../i18n/messages';
import { renderToHtml } from './render-to-html';
import { loadServerArea, activateReleases, withBudget } from './server-areas';
import type { RenderRequest, RenderResult } from './types';

const DEFAULT_AREA_BUDGET_MS = 1000;
const NOT_FOUND_BODY_CLASS = 'error-404 floating-breadcrumbs';

/**
 * Renders one page on the server: resolves the route, loads the owning area's server build from the
 * active release, runs its prefetch into a per-request store and renders shell + area to HTML. A remote
 * that cannot be loaded, throws or misses its budget renders as its area fallback; the page stays 200.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const budget = request.areaBudgetMs ?? DEFAULT_AREA_BUDGET_MS;
  const url = new URL(request.url, 'http://edge.internal');
  const match = matchRoute(url.pathname);
  const { storefront } = match;
  const language = languageFor(storefront, request.cookies[COOKIES.region] ?? null);
  const intlLocale = intlLocaleFor(storefront, language);
  const { settings, country } = request.boot;

  const http = axios.create({
    baseURL: request.apiUrl,
    timeout: budget,
    headers: request.cookieHeader ? { cookie: request.cookieHeader } : {},
  });
  const bus = createEventBus();
  const store = createStorefrontStore({
    http,
    preloadedState: {
      shared: initialSharedState({
        storefront,
        language,
        settings,
        carrierInfo: settings ? activeCarrierInfo(settings, country ?? request.cookies[COOKIES.country] ?? null) : undefined,
      }),
    },
  });
  activateReleases(request.releasesDir, request.boot.remotes.remotes);

  const owner = match.route.owner === 'shell' ? null : (match.route.owner as RemoteName);
  let notFound = match.notFound || owner === null;
  const failed = new Set<RemoteName>();
  let area: AreaModule | null = null;
  let head: PageHead | null = null;
  const areaChunks: string[] = [];
  const [messages] = await Promise.all([
    loadShellMessages(language),
    (async () => {
      if (notFound || !owner) return;
      try {
        area = await withBudget(loadServerArea(owner), budget, `loading ${owner}`);
        area.setup?.({ store, bus, http });
        const page = area.pages?.[match.routeId];
        if (!page) throw new Error(`${owner} has no page for ${match.routeId}`);
        const iso = STOREFRONTS[storefront].iso;
        const [, areaMessages, outcome] = await withBudget(
          Promise.all([page.load(), area.messages(language), page.prefetch?.({ store, storefront, iso, params: match.params, query: url.searchParams })]),
          budget,
          `prefetching ${owner}`,
        );
        if (outcome && outcome.notFound) notFound = true;
        else {
          head = page.head?.({ state: store.getState(), storefront, iso, language, params: match.params, query: url.searchParams, messages: areaMessages, origin: request.origin }) ?? null;
          areaChunks.push(...(page.chunk ? [page.chunk] : []), messagesChunk(language));
        }
      } catch (error) {
        failed.add(owner);
        console.warn(`[ssr] ${url.pathname}: ${owner} renders as its fallback: ${error instanceof Error ? error.message : String(error)}`, process.env.SSR_DEBUG ? error : "");
      }
    })(),
  ]);
  if (notFound) store.dispatch(sharedActions.notFoundChanged(true));

  const loaded = area;
  const source = {
    load: (name: RemoteName) => (name === owner && loaded ? Promise.resolve(loaded) : Promise.reject(new Error(`${name} is not rendered on the server`))),
    refresh: async () => undefined,
  };

  const renderOnce = async () => {
    const sheet = new ServerStyleSheet();
    try {
      const runtime = createShellRuntime(source, language, failed);
      const element = sheet.collectStyles(
        <App
          store={store}
          bus={bus}
          runtime={runtime}
          storefront={storefront}
          intlLocale={intlLocale}
          messages={messages}
          router={(children) => <StaticRouter location={request.url}>{children}</StaticRouter>}
        />,
      );
      const rendered = await renderToHtml(element, budget * 2);
      return { ...rendered, styles: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
  };

  let rendered = await renderOnce();
  if (rendered.errors.length > 0 && owner && !failed.has(owner)) {
    // The area threw while rendering: render again with its fallback in place, so the HTML is complete.
    console.warn(`[ssr] ${url.pathname}: ${owner} threw while rendering: ${String(rendered.errors[0])}`);
    failed.add(owner);
    rendered = await renderOnce();
  }

  return {
    status: notFound ? 404 : 200,
    html: rendered.html,
    styles: rendered.styles,
    bodyClass: notFound ? NOT_FOUND_BODY_CLASS : '',
    state: store.getState(),
    failedAreas: [...failed],
    area: notFound || !owner || failed.has(owner) ? null : owner,
    head: notFound || (owner && failed.has(owner)) ? null : head,
    areaChunks: notFound || (owner && failed.has(owner)) ? [] : areaChunks,
    shellChunks: language === 'en' ? [] : [messagesChunk(language)],
  };
}
