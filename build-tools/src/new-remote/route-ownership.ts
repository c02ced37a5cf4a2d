/**
 * Which area owns which route is written in shared-contracts' route table (DESIGN.md's package table).
 * A new remote takes the routes it is given: routes it already owns are verified; a route of another area
 * moves only on request (`--take-over`) and only while that area has no package serving it.
 */
export interface RouteInfo {
  id: string;
  path: string;
  dePath?: string;
  owner: string;
}

export interface OwnershipRequest {
  /** The new remote's federation name. */
  federation: string;
  requested: readonly string[];
  routes: readonly RouteInfo[];
  areas: readonly string[];
  /** True when an area has a package (a folder with package.json) that serves its routes. */
  hasPackage: (area: string) => boolean;
  takeOver: boolean;
}

export interface OwnershipPlan {
  /** The requested routes, in the order given, without repeats. */
  routes: RouteInfo[];
  /** Routes whose owner changes to the new remote. */
  moves: { id: string; from: string }[];
  /** The area is new to the route table's AREAS. */
  addsArea: boolean;
}

export function planOwnership(request: OwnershipRequest): OwnershipPlan {
  const { federation, routes, takeOver } = request;
  const ids = [...new Set(request.requested)];
  if (ids.length === 0) throw new Error('Name the routes the remote serves: --routes <route id>[,<route id>...]');
  const moves: OwnershipPlan['moves'] = [];
  const planned = ids.map((id) => {
    const route = routes.find((r) => r.id === id);
    if (!route) throw new Error(`Unknown route "${id}". Route ids: ${routes.map((r) => r.id).join(', ')}`);
    if (route.owner === federation) return route;
    if (route.owner === 'shell') throw new Error(`Route "${id}" belongs to the shell, not to an area`);
    if (request.hasPackage(route.owner)) {
      throw new Error(`Route "${id}" is served by ${route.owner} (its package exists): take it out of that area first`);
    }
    if (!takeOver) {
      throw new Error(
        `Route "${id}" is owned by ${route.owner} in shared-contracts/src/routes/route-table.ts; ` +
          `pass --take-over to move it to ${federation}`,
      );
    }
    moves.push({ id, from: route.owner });
    return route;
  });
  return { routes: planned, moves, addsArea: !request.areas.includes(federation) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** route-table.ts with `owner` of route `id` set. */
export function setRouteOwner(source: string, id: string, owner: string): string {
  // Up to the entry's owner; paths hold `{param}` braces of their own.
  const entry = new RegExp(`(\\{\\s*id: '${escapeRegExp(id)}',(?:[^{}]|\\{\\w+\\})*?owner: ')([a-z_]+)(')`);
  if (!entry.test(source)) throw new Error(`route-table.ts has no entry for route "${id}" with an owner`);
  return source.replace(entry, `$1${owner}$3`);
}

/** route-table.ts with the area appended to AREAS. */
export function addArea(source: string, area: string): string {
  const areas = /(export const AREAS = \[)([\s\S]*?)(,?\s*\] as const;)/;
  const match = areas.exec(source);
  if (!match) throw new Error('route-table.ts has no `export const AREAS = [...] as const;`');
  return source.replace(
    areas,
    (_all, open: string, list: string) => `${open}${list.trimEnd()},\n  '${area}',\n] as const;`,
  );
}

/** version.ts with CONTRACT_VERSION one minor version up (an additive change). */
export function bumpMinor(source: string): { source: string; from: string; to: string } {
  const version = /(CONTRACT_VERSION = ')(\d+)\.(\d+)\.(\d+)(')/;
  const match = version.exec(source);
  if (!match) throw new Error("version.ts has no CONTRACT_VERSION = '<major>.<minor>.<patch>'");
  const [, , major, minor, patch] = match;
  const to = `${major}.${Number(minor) + 1}.0`;
  return { source: source.replace(version, `$1${to}$5`), from: `${major}.${minor}.${patch}`, to };
}

/**
 * spec-route-table.test.ts (spec 2.2 transcribed by hand, with DESIGN.md's owners) following a move: the
 * route's owner column and the `Owner` type.
 */
export function setSpecOwner(source: string, id: string, owner: string): string {
  const row = new RegExp(`(\\['${escapeRegExp(id)}',[^\\n]*')([a-z_]+)('\\],)`);
  if (!row.test(source)) throw new Error(`spec-route-table.test.ts has no row for route "${id}"`);
  const owners = /(type Owner = )([^;]+)(;)/;
  const union = owners.exec(source)?.[2];
  const typed = union && !union.includes(`'${owner}'`) ? source.replace(owners, `$1$2 | '${owner}'$3`) : source;
  return typed.replace(row, `$1${owner}$3`);
}
