// The first-tap bench's shop: the api (PGlite, seeded) and an edge from the built dist on free ports, more edges on
// the same api and releases on demand (the eager reference, an earlier build's server bundle).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../support/run-env';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The URLs variant B aborts, as path patterns: the field chunk group's files and the beacon endpoint. */
export function blockedPatterns(set: string): RegExp[] {
  if (set !== 'field') return [];
  const groups = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/chunk-groups.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const files = groups.field;
  if (!files?.length) throw new Error('shell/dist/chunk-groups.json has no "field" group: is the shell built?');
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...files.map((file) => new RegExp(`^${escape(file)}$`)), /^\/api\/field(\?|$)/];
}

export interface BenchShop {
  apiUrl: string;
  edgeUrl: string;
  /**
   * A second edge on the same api, from the built edge or an earlier `serverBundle`, serving the built shell or an
   * earlier one (`shellDir`) and the published releases or an earlier checkout's (`releasesDir`); its origin.
   */
  startEdge(
    name: string,
    hydration: 'eager' | 'intent',
    earlier?: { serverBundle?: string; shellDir?: string; releasesDir?: string },
  ): Promise<string>;
  /** A product every storefront lists (the first of the high-THC collection). */
  productSlug(): Promise<string>;
  stop(): Promise<void>;
}

/** FIRST_TAP_API_PORT and FIRST_TAP_EDGE_PORT fix the ports; by default they are free ones. */
export async function startBenchShop({
  quiet,
  log,
}: {
  quiet: boolean;
  log: (message: string) => void;
}): Promise<BenchShop> {
  const { startShop } = await import('../../scripts/lib/shop.mjs');
  const { compiledServer, startService, waitForHttp } = await import('../../scripts/lib/processes.mjs');
  const releasesDir = process.env.RELEASES_DIR ?? path.join(ROOT, 'releases');
  if (!existsSync(path.join(releasesDir, 'remotes.json')))
    throw new Error(`No published releases in ${releasesDir}: build and publish first.`);
  const apiPort = Number(process.env.FIRST_TAP_API_PORT ?? (await freePort()));
  const edgePort = Number(process.env.FIRST_TAP_EDGE_PORT ?? (await freePort()));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-first-tap-'));
  log(`Starting api :${apiPort} and edge :${edgePort} (PGlite, seeded) ...`);
  const env = { RATE_LIMIT_FACTOR: '1000000', LOG_LEVEL: 'warn', DATA_DIR: dataDir };
  const shop = await startShop({ apiPort, edgePort, env, quiet });
  const extraEdges: { stop: () => Promise<void> }[] = [];
  return {
    apiUrl: shop.apiUrl,
    edgeUrl: shop.edgeUrl,
    async startEdge(name, hydration, { serverBundle, shellDir, releasesDir: earlierReleases } = {}) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const program = serverBundle ? { command: process.execPath, args: [serverBundle] } : compiledServer('edge');
      const edge = startService(
        name,
        program,
        {
          ...process.env,
          ...env,
          HOST: '127.0.0.1',
          PORT: String(port),
          API_URL: shop.apiUrl,
          HYDRATION: hydration,
          ...(shellDir ? { SHELL_DIR: shellDir } : {}),
          ...(earlierReleases ? { RELEASES_DIR: earlierReleases } : {}),
        },
        { quiet },
      );
      extraEdges.push(edge);
      await waitForHttp(`${url}/readyz`, { timeoutMs: 60_000, isAlive: edge.isAlive });
      log(`${name} edge :${port} (HYDRATION=${hydration})`);
      return url;
    },
    async productSlug() {
      const listing = (await (await fetch(`${shop.apiUrl}/api/en-en/collections/high-thc/products`)).json()) as {
        items: Array<{ slug: string }>;
      };
      const product = listing.items[0]?.slug;
      if (!product) throw new Error('high-thc lists no products');
      return product;
    },
    async stop() {
      for (const edge of extraEdges) await edge.stop();
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
