import axios from 'axios';
import { createIntl } from '@storefront/shared-ui';
import { ServerStyleSheet } from 'styled-components';
import {
  COOKIES,
  createEventBus,
  createStorefrontStore,
  intlLocaleFor,
  languageFor,
  matchRoute,
  messagesChunks,
  safeDecode,
  sharedActions,
  type RemoteName,
} from '@storefront/shared-contracts';
import { StaticRouter } from '@storefront/shared-ui/server';
import { App } from '../app/app';
import { frameState } from '../boot/initial-state';
import { shellApi } from '../layout/newsletter/newsletter-api';
import { createPageLoading } from '../ui/page-loading';
import { createShellRuntime } from '../areas/shell-runtime';
import '../federation/area-only-singletons';
import { loadShellMessages } from '../i18n/messages';
import { renderToHtml, RenderTimeoutError, type RenderedHtml } from './render-to-html';
import { FRAME_AREAS } from '../areas/frame-areas';
import { prefetchFrames, preparePage } from './prepare-areas';
import { activateReleases, createDeadline } from './server-areas';
import type { PreparedPage, RenderedBody, RenderRequest, RenderResult } from './types';

const DEFAULT_AREA_BUDGET_MS = 1000;
/**
 * The shell's own render (the frame, the not-found page, an area's fallback) waits on nothing slow; this
 * only bounds a render that hangs anyway (then phase 2 fails and the edge leaves the page to the browser).
 */
const SHELL_RENDER_LIMIT_BUDGETS = 2;

function notFoundTitle(messages: Record<string, string>, locale: string, path: string): string {
  return createIntl({ locale, messages }).formatMessage({ id: 'shell.notFound.title' }, { path });
}
const NOT_FOUND_BODY_CLASS = 'error-404 floating-breadcrumbs';
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Phase 1 of a server render: resolves the route, loads the owning area's server build from the active
 * release and runs its prefetch (and the frame areas' prefetch) into a per-request store. The answer holds
 * what the document's head needs (status, head, body class, chunks), so the edge can send it at once, and
 * `renderBody()`, phase 2, which renders shell + area to HTML with its styles and the store's state.
 *
 * The area has one deadline (`areaBudgetMs`) for its load, prefetch and render together: a remote that
 * cannot be loaded, throws or misses the deadline renders as its area fallback; the page stays 200.
 */
export async function preparePageRender(request: RenderRequest): Promise<PreparedPage> {
  const budget = request.areaBudgetMs ?? DEFAULT_AREA_BUDGET_MS;
  const deadline = createDeadline(budget);
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
      shared: frameState({ storefront, language, settings, country, cookie: (name) => request.cookies[name] }),
    },
  });
  store.inject(shellApi);
  activateReleases(request.releasesDir, request.boot.remotes.remotes);

  const owner = match.route.owner === 'shell' ? null : (match.route.owner as RemoteName);
  const areaRequest = {
    match,
    query: url.searchParams,
    language,
    origin: request.origin,
    context: { store, bus, http },
    deadline,
  };
  const [messages, prepared, frameAreas] = await Promise.all([
    loadShellMessages(language, storefront),
    owner && !match.notFound ? preparePage(owner, areaRequest) : Promise.resolve(null),
    prefetchFrames(FRAME_AREAS, areaRequest),
  ]);
  const notFound = owner === null || match.notFound || prepared?.outcome === 'not-found';
  const failed = new Set<RemoteName>();
  if (owner && prepared?.outcome === 'failed') {
    failed.add(owner);
    console.warn(`[ssr] ${url.pathname}: ${owner} renders as its fallback: ${prepared.reason}`);
  }
  if (notFound) store.dispatch(sharedActions.notFoundChanged(true));

  const loaded = prepared?.outcome === 'rendered' ? prepared.area : null;
  const source = {
    load: (name: RemoteName) =>
      name === owner && loaded
        ? Promise.resolve(loaded)
        : Promise.reject(new Error(`${name} is not rendered on the server`)),
    refresh: async () => undefined,
    isActive: (name: RemoteName) => Boolean(request.boot.remotes.remotes[name]),
  };

  const pageLoading = createPageLoading();
  const renderOnce = async (timeoutMs: number) => {
    const sheet = new ServerStyleSheet();
    try {
      const runtime = createShellRuntime(
        source,
        { language, storefront },
        { serverRendered: true, initiallyFailed: failed },
      );
      const element = sheet.collectStyles(
        <App
          store={store}
          bus={bus}
          http={http}
          config={{ routeRules: request.boot.routeRules, thirdParty: request.boot.thirdParty }}
          pageLoading={pageLoading}
          runtime={runtime}
          storefront={storefront}
          intlLocale={intlLocale}
          messages={messages}
          router={(children) => <StaticRouter location={request.url}>{children}</StaticRouter>}
        />,
      );
      const rendered = await renderToHtml(element, timeoutMs);
      return { ...rendered, styles: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
  };

  const renderBody = async (): Promise<RenderedBody> => {
    let rendered: (RenderedHtml & { styles: string }) | null = null;
    if (owner && loaded && !failed.has(owner)) {
      // The area renders within what is left of its deadline; a render still waiting then is given up.
      try {
        rendered = await renderOnce(deadline.remaining());
      } catch (error) {
        if (!(error instanceof RenderTimeoutError)) throw error;
        console.warn(
          `[ssr] ${url.pathname}: ${owner} renders as its fallback: its render missed the area budget of ${budget} ms`,
        );
      }
      if (rendered && rendered.errors.length > 0) {
        console.warn(`[ssr] ${url.pathname}: ${owner} threw while rendering: ${reasonOf(rendered.errors[0])}`);
        rendered = null;
      }
      // Render again with the area's fallback in place, so the HTML is complete.
      if (!rendered) failed.add(owner);
    }
    rendered ??= await renderOnce(budget * SHELL_RENDER_LIMIT_BUDGETS);
    return { html: rendered.html, styles: rendered.styles, state: store.getState(), failedAreas: [...failed] };
  };

  const pageRendered = !notFound && prepared?.outcome === 'rendered' && owner !== null && !failed.has(owner);
  let body: Promise<RenderedBody> | null = null;
  return {
    status: notFound ? 404 : 200,
    bodyClass: notFound ? NOT_FOUND_BODY_CLASS : '',
    failedAreas: [...failed],
    frameAreas,
    area: pageRendered ? owner : null,
    // The not-found page's title is the shell's, in the page's language (spec 2.4: "Page not found: {path}").
    head: pageRendered
      ? prepared.head
      : notFound
        ? { title: notFoundTitle(messages, intlLocale, safeDecode(url.pathname)) }
        : null,
    areaChunks: pageRendered ? prepared.chunks : [],
    // English ships inside the shell's main chunk; other languages and regional wording are chunks.
    shellChunks: messagesChunks(language, storefront).filter((chunk) => chunk !== 'messages-en'),
    // One store per request: the body is rendered once, however often it is asked for.
    renderBody: () => (body ??= renderBody()),
  };
}

/** Both phases at once: the whole page (see preparePageRender). */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderBody, ...facts } = await preparePageRender(request);
  const body = await renderBody();
  return { ...facts, ...body, area: facts.area && body.failedAreas.includes(facts.area) ? null : facts.area };
}
