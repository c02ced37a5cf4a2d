/**
 * One remote's dev server for the dev loop (`npm run dev -- mf-product` starts it beside the edge):
 * - its browser build, from memory, with hot module replacement and React Fast Refresh: `/remoteEntry.js`;
 * - its server build, compiled in watch mode into `dist-dev/server/` and served at `/server/`, where the
 *   shell's server renderer (inside the edge) loads it;
 * - `/dev-build.json`: `{ name, build, contractVersion }`, `build` changing with every server build. The edge
 *   puts it in the entry URL it hands out, so the server render picks up a new build at the next page.
 *
 *   node build-tools/src/dev/serve-remote.ts <package folder> [--port 3001] [--host 127.0.0.1]
 */
import { mkdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import webpack, { type Configuration, type Stats } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { DEV_OUT_DIR } from '../config/package-configs.ts';
import { CONTRACT_VERSION } from '../contract-version.ts';
import type { WebpackConfigFunction } from '../index.ts';

/** What `dev-build.json` answers (the edge parses it: edge/src/dev/dev-remote.ts). */
export interface DevBuild {
  name: string;
  build: string;
  contractVersion: string;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '3001' }, host: { type: 'string', default: '127.0.0.1' } },
});
const dir = path.resolve(positionals[0] ?? '.');
const port = Number(values.port);
const host = values.host;

async function loadConfigs(): Promise<[Configuration, Configuration]> {
  const file = path.join(dir, 'webpack.config.ts');
  const module = (await import(pathToFileURL(file).href)) as { default: WebpackConfigFunction };
  const [server, browser] = module.default({ dev: true }, { mode: 'development' });
  if (!server || !browser) throw new Error(`${file} does not give a server and a browser build`);
  return [server, browser];
}

const [serverConfig, browserConfig] = await loadConfigs();
const name = String(browserConfig.output?.uniqueName);
const serverDir = path.join(dir, DEV_OUT_DIR, 'server');
mkdirSync(serverDir, { recursive: true });

let current: DevBuild | null = null;
/** `dev-build.json` answers once the browser build is compiled too, so whoever waits for it can load the page. */
let browserCompiled = false;

/** The server build in watch mode; a failing build keeps the last good one in place. */
const watching = webpack(serverConfig).watch({ aggregateTimeout: 200 }, (error: Error | null, stats?: Stats) => {
  if (error || !stats) return console.error(`[${name}] server build failed:`, error);
  if (stats.hasErrors()) return console.error(stats.toString('errors-only'));
  current = { name, build: (stats.hash ?? Date.now().toString(16)).slice(0, 16), contractVersion: CONTRACT_VERSION };
  console.log(`[${name}] server build ${current.build} ready`);
});

function answerDevBuild(_request: unknown, response: ServerResponse) {
  response.setHeader('cache-control', 'no-store');
  if (!current || !browserCompiled) {
    response.statusCode = 503;
    response.end('the first builds are not done yet');
    return;
  }
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(current));
}

const browserCompiler = webpack(browserConfig);
browserCompiler.hooks.done.tap('serve-remote', () => {
  browserCompiled = true;
});

const devServer = new WebpackDevServer(
  {
    host,
    port,
    hot: true,
    liveReload: false,
    // The shop's pages come from the edge (another origin): hot updates are fetched across origins.
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: {
      webSocketURL: `ws://${host}:${port}/ws`,
      // Build errors only: runtime errors are the areas' own business (their error boundaries).
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      logging: 'warn',
    },
    static: { directory: serverDir, publicPath: '/server', watch: false, serveIndex: false },
    setupMiddlewares: (middlewares) => [
      { name: 'dev-build', path: '/dev-build.json', middleware: answerDevBuild },
      ...middlewares,
    ],
  },
  browserCompiler,
);
await devServer.start();
console.log(`[${name}] dev server on http://${host}:${port}/remoteEntry.js`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    watching?.close(() => undefined);
    void devServer.stop().finally(() => process.exit(0));
  });
}
