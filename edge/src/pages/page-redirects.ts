import { findRouteRule, withoutTrailingSlash, type ResolvedRoute, type RouteRule } from '@storefront/shared-contracts';
import { rememberedStorefront } from './remembered';
import { safeDecodePath, sameOriginLocation, type RequestUrl } from './request-path';

export interface PageRedirect {
  location: string;
  status: number;
  /** The redirect depends on the visitor (a cookie): never cached. */
  private?: boolean;
}

/** Spec 2.3: a trailing slash goes (301, query kept), except on the root. */
export function trailingSlashRedirect({ path, query }: RequestUrl): PageRedirect | null {
  const trimmed = withoutTrailingSlash(path);
  return trimmed === null ? null : { location: sameOriginLocation(trimmed, query), status: 301 };
}

/**
 * Before a page renders: the api's route rules (spec 2.3; exact `from`, raw or decoded path; the request's
 * query is appended when `to` has none), then the storefront the visitor chose before (spec 2.1).
 */
export function redirectFor(
  { path, query }: RequestUrl,
  route: ResolvedRoute,
  rules: readonly RouteRule[],
  localeCookie: string | undefined,
): PageRedirect | null {
  const rule = findRouteRule(rules, path, safeDecodePath(path));
  if (rule) return { location: rule.to.includes('?') ? rule.to : rule.to + query, status: rule.status };
  const remembered = rememberedStorefront(localeCookie, path, route.match);
  if (remembered) return { location: sameOriginLocation(remembered, query), status: 302, private: true };
  return null;
}
