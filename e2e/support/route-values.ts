import type { APIRequestContext } from '@playwright/test';
import { ROUTES, type RemoteName, type RouteDefinition, type RouteId } from '@storefront/shared-contracts';
import { firstProductSlug } from './catalog';

type Params = Record<string, string | number>;
type PageRouteId = Exclude<RouteId, 'catchAll'>;

/** Every route of the route table (spec 2.2): each one is a page. */
export const PAGE_ROUTES: readonly RouteDefinition[] = ROUTES;

/** The parameter names of a route's pattern (`/collections/{slug}/{page}` -> slug, page). */
export function routeParams(route: RouteDefinition): string[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * Real parameter values, from the api, for the routes that have parameters. A route with parameters whose
 * area is live must be listed here (the sweep fails and says so otherwise): a made-up slug would sweep the
 * not-found page instead of the area's page.
 */
const REAL_VALUES: Partial<Record<PageRouteId, (request: APIRequestContext) => Promise<Params>>> = {
  'product-slug': async (request) => ({ slug: await firstProductSlug(request) }),
  'collections-slug': async (request) => {
    const { collections } = await getJson<{ collections: { slug: string }[] }>(request, '/api/en-en/collections');
    return { slug: collections[0]!.slug };
  },
  // The largest seeded collection has a page 2.
  'collections-slug-page': async () => ({ slug: 'high-thc', page: 2 }),
  // Any slug: a guest sees the page's login form, a customer their own order or the not-found state.
  'account-orders-slug': async () => ({ slug: 'SO-10001' }),
  // The newest post of the blog index.
  'blog-slug': async (request) => {
    const { latest } = await getJson<{ latest: { slug: string }[] }>(request, '/api/en-en/blog');
    if (!latest[0]) throw new Error('the blog index lists no post');
    return { slug: latest[0].slug };
  },
  'authors-slug': async (request) => {
    const { authors } = await getJson<{ authors: { slug: string }[] }>(request, '/api/en-en/authors');
    return { slug: authors[0]!.slug };
  },
};

/**
 * The parameters to open each route with: real values where the table above has them; for a route of an
 * area that is not live yet (it renders the shell's area fallback, which must fit a phone as well) a
 * stand-in value.
 */
export async function routeValues(
  request: APIRequestContext,
  liveAreas: ReadonlySet<RemoteName>,
): Promise<Map<string, Params>> {
  const values = new Map<string, Params>();
  for (const route of PAGE_ROUTES) {
    const names = routeParams(route);
    if (names.length === 0) {
      values.set(route.id, {});
      continue;
    }
    const real = REAL_VALUES[route.id as PageRouteId];
    if (real) values.set(route.id, await real(request));
    else if (route.owner !== 'shell' && !liveAreas.has(route.owner as RemoteName))
      values.set(
        route.id,
        Object.fromEntries(names.map((name) => [name, route.numericParams?.includes(name) ? 1 : `sweep-${name}`])),
      );
    else
      throw new Error(
        `route ${route.id} (${route.owner}) is live and has parameters: give it a real value in e2e/support/route-values.ts`,
      );
  }
  return values;
}

/** The areas the edge under test serves (its active releases pointer). */
export async function liveAreas(request: APIRequestContext): Promise<Set<RemoteName>> {
  const pointer = await getJson<{ remotes: Record<string, unknown> }>(request, '/remotes.json');
  return new Set(Object.keys(pointer.remotes) as RemoteName[]);
}
