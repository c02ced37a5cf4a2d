import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { destination } from 'pino';
import { registerCanaryAnalysis } from './canary-analysis/register';
import type { EdgeConfig } from './config';
import { edgeFrameworkErrors, registerApiProxy } from './http/api-proxy';
import { dropIdleConnectionsWhileClosing } from './http/drain';
import { registerOperationsRoutes } from './http/operations';
import { registerRequestLog, requestIdGenerator } from './http/request-log';
import { registerSecurityHeaders } from './http/security';
import { registerStaticAssets } from './http/static-assets';
import { fastifyTrustProxy, trustsPeer } from './http/trust-proxy';
import { readPointerWithLastGood } from './release/active-pointer';
import { createOriginMirror } from './release/origin-mirror';
import { registerConsentRoute } from './pages/consent-route';
import { registerPageRoute } from './pages/page-route';
import { isPageDataWrite } from './pages/page-cache-keys';
import { createPageCache } from './pages/page-store';
import { createShellRenderer } from './pages/shell-renderer';
import { createApiClient } from './upstream/api-client';
import { createDataVersionFollower } from './upstream/data-version';
import { createPageExistence } from './upstream/page-existence';
import { createRouteRulesSource } from './upstream/route-rules';
import { createSettingsSource } from './upstream/settings';
import { registerReferencePage } from './pages/reference-page';
import { registerIntlWarm } from './pages/intl-warm';
import { registerSitemapRoutes } from './pages/sitemaps';
import { registerOpsConsole } from './ops/ops-routes';
import { followReleasesToWarm } from './release/warm-releases';

/** Longer than the api's default catalogue version check (1 s): see `dropKeptPages`. */
const API_VERSION_SETTLE_MS = 1100;
/** How often the release pointer is checked for a version to load ahead (a stat; the file is read on change). */
const RELEASE_WARM_CHECK_MS = 1000;

export interface BuildEdgeOptions {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /**
   * Load the shell's renderer and the active areas' server modules right after start-up, without holding
   * it up (server.ts; tests that count loads leave it off).
   */
  warmAreas?: boolean;
}

/** Builds the storefront server; `listen` is the caller's business (server.ts, or `inject` in tests). */
export async function buildEdge(config: EdgeConfig, options: BuildEdgeOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Written asynchronously and flushed on exit, as in the api: a synchronous write per request is costly.
    logger: { level: config.logLevel, stream: options.logStream ?? destination({ dest: 1, sync: false }) },
    // One small line per request (registerRequestLog) instead of Fastify's two with full serialisers.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(trustsPeer(config.trustProxy)),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The router's own refusals (a URL that does not decode), in the api's error shape under /api.
    frameworkErrors: edgeFrameworkErrors,
    // Behind the api's own limits; pages and assets carry no bodies.
    bodyLimit: 1024 * 1024,
  });

  // Order matters: hooks apply to routes registered after them.
  registerRequestLog(app);
  dropIdleConnectionsWhileClosing(app);
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, config.thirdParty, config.devRemote);
  await app.register(cookie);

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return reply.send(status >= 500 ? 'Something went wrong.\n' : `${error.message}\n`);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n'),
  );

  if (config.devRemote) {
    const { name, entry } = config.devRemote;
    app.log.warn(`development override: ${name} is served from ${entry}, not from its active release`);
  }

  // RELEASES_URL: mirror the origin into releasesDir (once before serving, then polled).
  const mirror = config.releasesUrl
    ? createOriginMirror({ url: config.releasesUrl, releasesDir: config.releasesDir, log: app.log })
    : null;
  if (mirror) {
    await mirror.sync();
    const stop = mirror.poll(config.releasesPollMs);
    app.addHook('onClose', async () => stop());
  }

  // The pointer once at start-up: remembered as the last good one, or a clear line that areas start as fallbacks.
  const startup = await readPointerWithLastGood(config, app.log);
  if (startup.source === 'file')
    app.log.info({ updatedAt: startup.pointer.updatedAt }, 'release pointer read; areas serve their active releases');

  // Pages of anonymous visitors, kept a few seconds; a write through this edge (not a cart call) ends them all.
  const pageCache = createPageCache(config.pageCacheTtlMs);
  // Each api instance keeps its own catalogue answers and reads the catalogue version at most once per
  // CATALOG_VERSION_CHECK_MS (1 s by default): a page rendered just after a change may still carry another
  // instance's older answer. Kept pages are therefore dropped once more after that interval, so no page rendered
  // in that window is served for a whole TTL.
  let settle: ReturnType<typeof setTimeout> | undefined;
  const dropKeptPages = () => {
    pageCache.invalidate();
    clearTimeout(settle);
    settle = setTimeout(() => pageCache.invalidate(), API_VERSION_SETTLE_MS);
    settle.unref();
  };
  app.addHook('onClose', async () => clearTimeout(settle));
  app.addHook('onResponse', async (request, reply) => {
    if (isPageDataWrite(request.method, request.url) && reply.statusCode < 400) dropKeptPages();
  });

  const api = createApiClient(config.apiUrl, config.apiTimeoutMs);
  // Writes made through another edge (or api instance, or in the database) end kept pages here as well.
  if (config.pageCacheTtlMs > 0 && config.dataVersionPollMs > 0) {
    const follower = createDataVersionFollower(api, dropKeptPages, app.log);
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = follower.start(config.dataVersionPollMs);
    });
    app.addHook('onClose', async () => stop?.());
  }
  await registerApiProxy(app, config.apiUrl);
  await registerConsentRoute(app, config.publicOrigin);
  await registerStaticAssets(app, config);

  registerOperationsRoutes(app, config, api, mirror);
  registerCanaryAnalysis(app, config);
  await registerOpsConsole(app, config);
  registerSitemapRoutes(app, config, api);
  registerReferencePage(app);
  registerIntlWarm(app);
  const ttl = config.cacheTtlMs;
  const renderer = createShellRenderer(config.shellDir, app.log);
  registerPageRoute(app, config, {
    routeRules: createRouteRulesSource(api, { ok: ttl.routeRules, failure: ttl.failure }, app.log),
    settings: createSettingsSource(api, { ok: ttl.settings, failure: ttl.failure }, app.log),
    existence: createPageExistence(api, { ok: ttl.existence, failure: ttl.failure }, app.log),
    renderer,
    pageCache,
  });
  if (options.warmAreas) {
    // Every release the pointer names (at start, and each activation or canary after it) is loaded before a
    // shopper's page needs it.
    const stop = followReleasesToWarm(
      config.releasesDir,
      (remotes) => renderer.warm(config.releasesDir, remotes),
      RELEASE_WARM_CHECK_MS,
    );
    app.addHook('onClose', async () => stop());
  }
  return app;
}
