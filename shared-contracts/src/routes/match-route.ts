import { STOREFRONTS, STOREFRONT_CODES, type StorefrontCode, isStorefrontCode } from '../locales';
import { CATCH_ALL_ROUTE, ROUTES, type RouteDefinition, type RouteId } from './route-table';

export interface RouteMatch {
  route: RouteDefinition;
  routeId: RouteId;
  /** e.g. `product-slug___de` */
  name: string;
  storefront: StorefrontCode;
  params: Record<string, string>;
  /** True for unknown paths and /404: render the not-found page with status 404. */
  notFound: boolean;
}

const ALL_ROUTES: readonly RouteDefinition[] = ROUTES;

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function matchPattern(
  pattern: string,
  segments: string[],
  numeric: readonly string[] = [],
): Record<string, string> | null {
  const parts = splitPath(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const segment = segments[i] as string;
    const param = /^\{(\w+)\}$/.exec(part);
    if (param) {
      const name = param[1] as string;
      if (numeric.includes(name) && !/^[1-9]\d{0,5}$/.test(segment)) return null;
      params[name] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** decodeURIComponent that leaves malformed escapes as they are. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Splits a pathname into its storefront and the path inside it (`/de/produkt/x` -> de, `/produkt/x`). */
export function splitStorefront(pathname: string): { storefront: StorefrontCode; innerPath: string } {
  const segments = splitPath(pathname);
  const first = segments[0];
  if (first && first !== 'en' && isStorefrontCode(first)) {
    return { storefront: first, innerPath: '/' + segments.slice(1).join('/') };
  }
  return { storefront: 'en', innerPath: '/' + segments.join('/') };
}

/** Resolves a pathname (no query, no trailing slash) to its route, storefront and params. */
export function matchRoute(pathname: string): RouteMatch {
  const { storefront, innerPath } = splitStorefront(pathname);
  const segments = splitPath(innerPath).map(safeDecode);
  for (const route of ALL_ROUTES) {
    const pattern = storefront === 'de' ? (route.dePath ?? route.path) : route.path;
    const params = matchPattern(pattern, segments, route.numericParams);
    if (params) {
      return {
        route,
        routeId: route.id as RouteId,
        name: `${route.id}___${storefront}`,
        storefront,
        params,
        notFound: route.id === '404',
      };
    }
  }
  return {
    route: CATCH_ALL_ROUTE,
    routeId: 'catchAll',
    name: `catchAll___${storefront}`,
    storefront,
    params: { catchAll: segments.join('/') },
    notFound: true,
  };
}

/** Builds the path of a route in a storefront: `buildPath('product-slug', 'de', { slug: 'x' })` -> `/de/produkt/x`. */
export function buildPath(
  routeId: Exclude<RouteId, 'catchAll'>,
  storefront: StorefrontCode,
  params: Record<string, string | number> = {},
): string {
  const route = ALL_ROUTES.find((r) => r.id === routeId);
  if (!route) throw new Error(`Unknown route ${routeId}`);
  const pattern = storefront === 'de' ? (route.dePath ?? route.path) : route.path;
  const inner = pattern.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${routeId} needs parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const prefix = STOREFRONTS[storefront].prefix;
  if (!prefix) return inner;
  return inner === '/' ? `/${prefix}` : `/${prefix}${inner}`;
}

/** Every concrete (parameter-free) path of the table in every storefront; used by tests and sitemaps. */
export function staticPaths(): string[] {
  return STOREFRONT_CODES.flatMap((code) =>
    ALL_ROUTES.filter((r) => !r.path.includes('{')).map((r) => buildPath(r.id as Exclude<RouteId, 'catchAll'>, code)),
  );
}

/** The same route in another storefront (for region switches and hreflang); null for unknown paths. */
export function translatePath(pathname: string, target: StorefrontCode): string | null {
  const match = matchRoute(pathname);
  if (match.routeId === 'catchAll') return null;
  return buildPath(match.routeId, target, match.params);
}

/**
 * Normalises a pathname the way spec 2.3 says: the trailing slash goes, except for the root.
 * Returns null when nothing changes.
 */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '');
    return trimmed === '' ? '/' : trimmed;
  }
  return null;
}
