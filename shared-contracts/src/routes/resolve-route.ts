import { languageFor, type Language, type StorefrontCode } from '../locales';
import { matchRoute, type RouteMatch } from './match-route';
import type { RemoteName } from './route-table';

/**
 * A page request's route, resolved once: by the edge for a server render (handed to the shell's renderer in
 * `ShellRenderRequest.route`), by the shell in the browser for each navigation.
 */
export interface ResolvedRoute {
  match: RouteMatch;
  /** The area that renders the page; null when the shell renders it itself (the not-found page). */
  owner: RemoteName | null;
  storefront: StorefrontCode;
  /** The interface language: the chosen region's within its storefront (France reads French), else the storefront's. */
  language: Language;
}

/** The area that renders a matched page, or null for the shell's own pages (/404 and unknown paths). */
export function ownerOf(match: RouteMatch): RemoteName | null {
  const { owner } = match.route;
  return owner === 'shell' ? null : owner;
}

/**
 * Resolves a pathname (no query, no trailing slash) to its route, owning area, storefront and language.
 * `regionId` is the `sf_region` cookie; without it the storefront's own language applies.
 */
export function resolveRoute(pathname: string, regionId?: string | null): ResolvedRoute {
  const match = matchRoute(pathname);
  return {
    match,
    owner: ownerOf(match),
    storefront: match.storefront,
    language: languageFor(match.storefront, regionId),
  };
}
