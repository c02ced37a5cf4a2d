import { camelCase, pascalCase, type RemoteNames } from '../names.ts';
import type { RouteInfo } from '../route-ownership.ts';

/** One page of the new remote, named from its route. */
export interface PageModel {
  routeId: string;
  path: string;
  dePath: string;
  /** Message ids and identifiers: `accountOrders`. */
  key: string;
  /** `account-orders-page` (routes/<file>.tsx). */
  file: string;
  component: string;
  /** webpackChunkName of the page, which the edge preloads for a server-rendered page. */
  chunk: string;
  /** First titles, from the path's words (the German path for German); the team words them properly. */
  titleEn: string;
  titleDe: string;
}

export interface RemoteModel {
  names: RemoteNames;
  pages: PageModel[];
  /** Versions of the dependencies, as the repository has them installed. */
  versions: Record<string, string>;
}

/** `/account/orders/{slug}` -> `Account orders`. */
function titleFromPath(path: string): string {
  const text = path
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .join(' ')
    .replace(/-/g, ' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Home';
}

export function pageModel(route: RouteInfo): PageModel {
  return {
    routeId: route.id,
    path: route.path,
    dePath: route.dePath ?? route.path,
    key: camelCase(route.id),
    file: `${route.id}-page`,
    component: `${pascalCase(route.id)}Page`,
    chunk: `page-${route.id}`,
    titleEn: titleFromPath(route.path),
    titleDe: titleFromPath(route.dePath ?? route.path),
  };
}

/** Relative path in the new package -> file content. */
export type Files = Record<string, string>;

export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
