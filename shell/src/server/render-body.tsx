import { ServerStyleSheet } from 'styled-components';
import {
  intlLocaleFor,
  type AreaModule,
  type AreaSetupContext,
  type RemoteName,
  type ResolvedRoute,
  type ShellRenderLog,
} from '@storefront/shared-contracts';
import { StaticRouter } from '@storefront/shared-ui/server';
import { App } from '../app/app';
import { createShellRuntime } from '../areas/shell-runtime';
import { createPageLoading } from '../ui/page-loading';
import { renderToHtml, RenderTimeoutError, type RenderedHtml } from './render-to-html';
import type { Deadline } from './server-areas';
import type { RenderedBody, RenderRequest } from './types';

/**
 * The shell's own render (the frame, the not-found page, an area's fallback) waits on nothing slow; this
 * only bounds a render that hangs anyway (then phase 2 fails and the edge leaves the page to the browser).
 */
const SHELL_RENDER_LIMIT_BUDGETS = 2;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface BodyInput {
  request: RenderRequest;
  /** The request's path, for the log. */
  path: string;
  route: ResolvedRoute;
  context: AreaSetupContext;
  messages: Record<string, string>;
  /** The owning area as phase 1 loaded it, or null (not found, failed, or a shell page). */
  loaded: AreaModule | null;
  /** Areas rendering as their fallback; phase 2 adds the page's area when its render fails. */
  failed: Set<RemoteName>;
  deadline: Deadline;
  log: ShellRenderLog;
  /** State keys holding the visitor's own frame data (see `prefetchFrames`). */
  visitorState?: ReadonlySet<string>;
}

type Rendered = RenderedHtml & { styles: string };

/** Shell + area to HTML with the styles it used, within `timeoutMs`. */
async function renderApp({ request, route, context, messages, failed, loaded }: BodyInput, timeoutMs: number) {
  const { owner, storefront, language } = route;
  const sheet = new ServerStyleSheet();
  try {
    const source = {
      load: (name: RemoteName) =>
        name === owner && loaded
          ? Promise.resolve(loaded)
          : Promise.reject(new Error(`${name} is not rendered on the server`)),
      refresh: async () => undefined,
      isActive: (name: RemoteName) => Boolean(request.boot.remotes.remotes[name]),
    };
    const runtime = createShellRuntime(
      source,
      { language, storefront },
      { serverRendered: true, initiallyFailed: failed },
    );
    const element = sheet.collectStyles(
      <App
        {...context}
        config={{ routeRules: request.boot.routeRules, thirdParty: request.boot.thirdParty }}
        pageLoading={createPageLoading()}
        runtime={runtime}
        storefront={storefront}
        intlLocale={intlLocaleFor(storefront, language)}
        messages={messages}
        router={(children) => <StaticRouter location={request.url}>{children}</StaticRouter>}
      />,
    );
    const rendered = await renderToHtml(element, timeoutMs);
    return { ...rendered, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The area within what is left of its deadline; null (and the area failed) when it throws or runs out. */
async function renderWithArea(input: BodyInput, owner: RemoteName): Promise<Rendered | null> {
  const where = input.path;
  let rendered: Rendered | null = null;
  try {
    rendered = await renderApp(input, input.deadline.remaining());
  } catch (error) {
    if (!(error instanceof RenderTimeoutError)) throw error;
    input.log.warn(
      `[ssr] ${where}: ${owner} renders as its fallback: its render missed the area budget of ${input.deadline.budgetMs} ms`,
    );
  }
  if (rendered && rendered.errors.length > 0) {
    input.log.warn(`[ssr] ${where}: ${owner} threw while rendering: ${reasonOf(rendered.errors[0])}`);
    rendered = null;
  }
  if (!rendered) input.failed.add(owner);
  return rendered;
}

/**
 * Phase 2: the page's markup, styles and state. An area that throws or misses its deadline while rendering
 * is rendered again as its fallback, so the HTML is always complete.
 */
export async function renderBody(input: BodyInput): Promise<RenderedBody> {
  const { owner } = input.route;
  const withArea = owner && input.loaded && !input.failed.has(owner) ? await renderWithArea(input, owner) : null;
  const rendered = withArea ?? (await renderApp(input, input.deadline.budgetMs * SHELL_RENDER_LIMIT_BUDGETS));
  return {
    html: rendered.html,
    styles: rendered.styles,
    state: input.context.store.getState(),
    failedAreas: [...input.failed],
    visitorState: [...(input.visitorState ?? [])],
  };
}
