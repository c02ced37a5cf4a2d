import {
  messagesChunks,
  type AreaModule,
  type AreaSetupContext,
  type PageHead,
  type RemoteName,
  type ResolvedRoute,
  type ShellRenderLog,
  type StorefrontStore,
} from '@storefront/shared-contracts';
import type { ActiveRemotes } from '../federation/area-loader';
import { describePage, prefetchContextOf } from '../areas/page-context';
import { loadServerArea, type Deadline } from './server-areas';

export interface AreaRequest {
  /** The route the edge resolved (match, owner, storefront, language). */
  route: ResolvedRoute;
  query: URLSearchParams;
  origin: string;
  context: AreaSetupContext;
  /** The page's one deadline for its areas: load and prefetch here, then the render, share it. */
  deadline: Deadline;
  /** The request's logger. */
  log: ShellRenderLog;
  /** The releases this request is served (the edge's pointer for this visitor: canary, kill switch applied). */
  remotes?: ActiveRemotes;
}

export type PreparedPage =
  | { outcome: 'rendered'; area: AreaModule; head: PageHead | null; chunks: string[] }
  | { outcome: 'not-found' }
  | { outcome: 'failed'; reason: string };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Loads the route's area from its active server build and runs the page's prefetch, before the page's deadline. */
export async function preparePage(
  owner: RemoteName,
  { route, query, origin, context, deadline, remotes }: AreaRequest,
): Promise<PreparedPage> {
  const { match, language } = route;
  try {
    const area = await deadline.race(loadServerArea(owner, remotes), `loading ${owner}`);
    area.setup?.(context);
    const page = area.pages?.[match.routeId];
    if (!page) throw new Error(`${owner} has no page for ${match.routeId}`);
    const { storefront, params } = match;
    const prefetch = prefetchContextOf({ store: context.store, storefront, language, params, query });
    const [, messages, result] = await deadline.race(
      Promise.all([page.load(), area.messages(language, storefront), page.prefetch?.(prefetch)]),
      `prefetching ${owner}`,
    );
    if (result && result.notFound) return { outcome: 'not-found' };
    const head = describePage(page, prefetch, { messages, origin });
    return {
      outcome: 'rendered',
      area,
      head,
      chunks: [...(page.chunk ? [page.chunk] : []), ...messagesChunks(language, storefront)],
    };
  } catch (error) {
    return { outcome: 'failed', reason: reasonOf(error) };
  }
}

/**
 * Runs the frame prefetch of each frame area (the header's cart count), before the page's deadline. Returns
 * the areas whose data is in the store; an area that fails is left to the browser, which then loads it at idle.
 */
export async function prefetchFrames(
  areas: readonly RemoteName[],
  { route: { match, language }, query, context, deadline, log, remotes }: AreaRequest,
  visitorState: Set<string> = new Set(),
): Promise<RemoteName[]> {
  // The slices a frame prefetch adds hold the visitor's own data (their cart, their session): noted, so a page
  // kept for everyone can be served to a shopper without them (`ShellRenderedBody.visitorState`).
  const store: StorefrontStore = {
    ...context.store,
    inject(slice) {
      visitorState.add(slice.reducerPath);
      context.store.inject(slice);
    },
  };
  const frame = prefetchContextOf({ store, storefront: match.storefront, language, params: match.params, query });
  const done = await Promise.all(
    areas.map(async (name) => {
      try {
        const area = await deadline.race(loadServerArea(name, remotes), `loading ${name}`);
        if (!area.prefetchFrame) return null;
        await deadline.race(area.prefetchFrame(frame), `frame of ${name}`);
        return name;
      } catch (error) {
        log.warn(`[ssr] ${match.name}: the frame data of ${name} is left to the browser: ${reasonOf(error)}`);
        return null;
      }
    }),
  );
  return done.filter((name): name is RemoteName => name !== null);
}
