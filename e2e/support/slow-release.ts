import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION, type RemoteName, type RouteId } from '@storefront/shared-contracts';
import { activateVariant } from './releases';

/**
 * A server container (as the releases runtime plugin evaluates it) whose area takes `loadMs` to load and
 * whose `routeId` page never answers its prefetch: a slow remote on the server. Its browser build is left
 * as it is, so the browser can still load the area.
 */
export function slowServerEntry(name: RemoteName, routeId: RouteId, loadMs: number): string {
  return `
const area = {
  contractVersion: ${JSON.stringify(CONTRACT_VERSION)},
  messages: async () => ({}),
  pages: { ${JSON.stringify(routeId)}: { load: async () => ({ default: function Slow() { return null; } }), prefetch: () => new Promise(() => undefined) } },
};
module.exports[${JSON.stringify(name)}] = {
  init: async () => undefined,
  get: async () => {
    await new Promise((resolve) => setTimeout(resolve, ${Number(loadMs)}));
    return () => ({ __esModule: true, default: area });
  },
};`;
}

/**
 * Publishes a copy of `name`'s active release whose server build is slow (see slowServerEntry) and
 * activates it. Returns a function that re-activates the original.
 */
export function activateSlowServerBuild(name: RemoteName, hash: string, routeId: RouteId, loadMs: number): () => void {
  return activateVariant(name, hash, (dir) =>
    writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), slowServerEntry(name, routeId, loadMs)),
  );
}
