import { createIntl } from '@storefront/shared-ui';
import {
  DEFAULT_AREA_BUDGET_MS,
  intlLocaleFor,
  messagesChunks,
  pageFrame,
  safeDecode,
  sharedActions,
  type AreaSetupContext,
  type PageHead,
  type RemoteName,
  type ResolvedRoute,
  type ShellRenderLog,
} from '@storefront/shared-contracts';
import '../federation/area-only-singletons';
import { FRAME_AREAS } from '../areas/frame-areas';
import { loadShellMessages } from '../i18n/messages';
import { prefetchFrames, preparePage, type AreaRequest, type PreparedPage as PreparedArea } from './prepare-areas';
import { renderBody, type BodyInput } from './render-body';
import { createRequestContext } from './request-context';
import { activateReleases, createDeadline } from './server-areas';
export { warmAreas } from './server-areas';
import type { PreparedPage, RenderedBody, RenderRequest, RenderResult } from './types';

/** English ships inside the shell's main chunk; other languages and regional wording are chunks. */
const BUILT_IN_MESSAGES = messagesChunks('en')[0];

/** The request's URL (its path and query; the origin is the edge's business). */
const urlOf = (request: RenderRequest) => new URL(request.url, 'http://edge.internal');

/** Without the edge's logger (a test, an older edge) the renderer reports to the console. */
const CONSOLE_LOG: ShellRenderLog = { warn: (message) => console.warn(message) };

/** What phase 1 found: whether the page is a not-found page, and which areas render as their fallback. */
function outcomeOf(
  route: ResolvedRoute,
  area: PreparedArea | null,
  context: AreaSetupContext,
  { path, log }: { path: string; log: ShellRenderLog },
) {
  const notFound = route.owner === null || route.match.notFound || area?.outcome === 'not-found';
  const failed = new Set<RemoteName>();
  if (route.owner && area?.outcome === 'failed') {
    failed.add(route.owner);
    log.warn(`[ssr] ${path}: ${route.owner} renders as its fallback: ${area.reason}`);
  }
  if (notFound) context.store.dispatch(sharedActions.notFoundChanged(true));
  const rendered = !notFound && area?.outcome === 'rendered' ? area : null;
  return { notFound, failed, rendered };
}

/** The page's head: the area's, or the shell's not-found title in the page's language (spec 2.4). */
function headOf(
  notFound: boolean,
  rendered: { head: PageHead | null } | null,
  messages: Record<string, string>,
  route: ResolvedRoute,
  path: string,
) {
  if (rendered) return rendered.head;
  if (!notFound) return null;
  const intl = createIntl({ locale: intlLocaleFor(route.storefront, route.language), messages });
  return { title: intl.formatMessage({ id: 'shell.notFound.title' }, { path: safeDecode(path) }) };
}

/**
 * Phase 1 of a server render: loads the owning area's server build from the active release and runs its
 * prefetch (and the frame areas' prefetch) into a per-request store, for the route the edge resolved. The
 * answer holds what the document's head needs (status, head, body class, chunks), so the edge can send it at
 * once, and `renderBody()`, phase 2, which renders shell + area to HTML with its styles and the store's state.
 *
 * The area has one deadline (`areaBudgetMs`) for its load, prefetch and render together: a remote that
 * cannot be loaded, throws or misses the deadline renders as its area fallback; the page stays 200.
 */
export async function preparePageRender(request: RenderRequest): Promise<PreparedPage> {
  const url = urlOf(request);
  // The edge resolved the route once for this page (its cache policy and redirects used it); never again here.
  const { route } = request;
  const deadline = createDeadline(request.areaBudgetMs ?? DEFAULT_AREA_BUDGET_MS);
  const context = createRequestContext(request, route, deadline.budgetMs);
  const log = request.log ?? CONSOLE_LOG;
  activateReleases(request.releasesDir, request.boot.remotes.remotes);

  const areaRequest: AreaRequest = {
    route,
    query: url.searchParams,
    origin: request.origin,
    context,
    deadline,
    log,
    remotes: request.boot.remotes.remotes,
  };
  const visitorState = new Set<string>();
  const [messages, area, frameAreas] = await Promise.all([
    loadShellMessages(route.language, route.storefront),
    route.owner && !route.match.notFound ? preparePage(route.owner, areaRequest) : Promise.resolve(null),
    prefetchFrames(FRAME_AREAS, areaRequest, visitorState),
  ]);
  const { notFound, failed, rendered } = outcomeOf(route, area, context, { path: url.pathname, log });

  const loaded = rendered?.area ?? null;
  const body: BodyInput = {
    request,
    path: url.pathname,
    route,
    context,
    messages,
    loaded,
    failed,
    deadline,
    log,
    visitorState,
  };
  let renderedBody: Promise<RenderedBody> | null = null;
  return {
    ...pageFrame(notFound),
    failedAreas: [...failed],
    frameAreas,
    area: rendered ? route.owner : null,
    head: headOf(notFound, rendered, messages, route, url.pathname),
    areaChunks: rendered?.chunks ?? [],
    shellChunks: messagesChunks(route.language, route.storefront).filter((chunk) => chunk !== BUILT_IN_MESSAGES),
    // One store per request: the body is rendered once, however often it is asked for.
    renderBody: () => (renderedBody ??= renderBody(body)),
  };
}

/** Both phases at once: the whole page (see preparePageRender). */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderBody: renderPageBody, ...facts } = await preparePageRender(request);
  const body = await renderPageBody();
  return { ...facts, ...body, area: facts.area && body.failedAreas.includes(facts.area) ? null : facts.area };
}
