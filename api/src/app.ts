import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { PAYMENT_SIGNATURE_HEADER } from '@storefront/shared-contracts';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { destination } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CatalogCache } from './cache/catalog-cache';
import { type Config, loadConfig } from './config';
import type { Database } from './db/database';
import { openDatabase, prepareDatabase } from './db/open-database';
import { dropIdleConnectionsWhileClosing } from './http/drain';
import { registerCartCountCookie } from './http/cart-count-cookie';
import { frameworkErrors, registerErrorHandling } from './http/error-handler';
import { registerNulGuard } from './http/nul-guard';
import { registerOriginGuard } from './http/origin-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { registerOpenApi } from './http/openapi';
import { registerRequestLog, requestIdGenerator } from './http/request-log';
import type { AccountContext } from './modules/accounts/account-context';
import { accountRoutes } from './modules/accounts/account-routes';
import { authRoutes } from './modules/accounts/auth-routes';
import { accountFormRoutes } from './modules/accounts/form-routes';
import { registerSessionHintCookie } from './modules/accounts/session-cookie';
import { cartRoutes } from './modules/cart/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import type { OrderLinks } from './modules/orders/order-links';
import { sendOrderEmail } from './modules/orders/order-emails';
import type { OrderStatusChanged } from './modules/payments/apply-payment-state';
import { orderRoutes } from './modules/orders/routes';
import { paymentWebhookRoutes, sandboxRoutes } from './modules/payments/routes';
import { SandboxProvider } from './modules/payments/sandbox-provider';
import { SandboxWebhookSender } from './modules/payments/sandbox-webhooks';
import { runPaymentWorkers } from './modules/payments/payment-workers';
import { ProductImageStore } from './modules/catalog/product-image';
import { catalogRepository } from './modules/catalog/repository';
import { priceListRepository } from './modules/catalog/price-list-repository';
import { catalogRoutes } from './modules/catalog/routes';
import { startMailDelivery } from './modules/mail/mail-delivery';
import { testOutboxRoutes } from './modules/mail/routes';
import { contentRepository } from './modules/content/repository';
import { pagesRepository } from './modules/content/pages-repository';
import { contentRoutes } from './modules/content/routes';
import { fieldReportLimit, fieldRoutes } from './modules/field/routes';
import { fieldHealthRoutes } from './modules/field/health-routes';
import { metricsRoutes } from './modules/metrics/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { operationsRoutes } from './modules/operations/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { SearchIndex } from './modules/search/search-index';
import { searchRoutes } from './modules/search/routes';
import { settingsRepository } from './modules/settings/repository';
import { settingsRoutes } from './modules/settings/routes';
import { clientKeyOf, edgeTrust } from './http/client-ip';
import { rateLimits, registerRateLimits } from './http/rate-limit';
import { API_BODY_LIMIT_BYTES } from '@storefront/shared-contracts';
import { schedulePurge } from './modules/housekeeping/purge';
import { seedfinderRepository } from './modules/seedfinder/repository';
import { seedfinderRoutes } from './modules/seedfinder/routes';
import { supportRoutes } from './modules/support/routes';

export interface BuildAppOptions {
  /** Overrides on top of the environment (tests set dataDir, logLevel ...). */
  config?: Partial<Config>;
  /** A database to use as it is (tests hand in a migrated, seeded one); the app then does not close it. */
  db?: Database;
  /** Close `db` with the app anyway (it is closed with the app when the app opened it). */
  closeDatabase?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is added (the OpenAPI test compares them with the document). */
  onRoute?: (route: RouteOptions) => void;
}

export interface AppState {
  config: Config;
  db: Database;
  catalogCache: CatalogCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    state: AppState;
  }
}

/** Search answers are cached apart from the catalogue, in a smaller LRU. */
const SEARCH_CACHE_ENTRIES = 1000;
/** So are name-filtered price lists (any typed text is a key). */
const FILTERED_PRICE_LIST_ENTRIES = 500;

/**
 * The api as a Fastify instance, ready for `listen` or `inject`. Without `options.db` it opens the configured
 * database (PGlite or PostgreSQL), migrates it, seeds an empty catalogue (not in production), and closes it with
 * the app.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const db = options.db ?? (await openDatabase(config));
  // Production only migrates: demo data goes in by `npm run db:seed`, never by itself.
  if (!options.db) await prepareDatabase(db, { seedDemoData: !config.production });

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : // Written asynchronously (lines that pile up while a write is under way go out in one), and flushed
          // on exit: a synchronous write per request cost the catalogue's hot path a third of its throughput.
          { level: config.logLevel, stream: options.logStream ?? destination({ dest: 1, sync: false }) },
    // One small line per request (registerRequestLog) instead of Fastify's two with full serialisers.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(config.trustRequestId),
    bodyLimit: API_BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 256 },
    // The client's address and protocol come from the edge's headers only on the edge's own connections.
    trustProxy: edgeTrust(config.trustForwardedFor, config.edgeAddresses),
    frameworkErrors,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerNulGuard(app);
  registerRequestLog(app);
  registerOriginGuard(app);
  dropIdleConnectionsWhileClosing(app);
  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  registerCartCountCookie(app, config.cookieSecure);
  registerSessionHintCookie(app, config.cookieSecure, config.sessionIdleMinutes * 60);
  await registerRateLimits(app, db);
  const limits = rateLimits(config.rateLimitFactor);
  await registerOpenApi(app);

  const catalogCache = new CatalogCache(db, config.catalogVersionCheckMs);
  app.decorate('state', { config, db, catalogCache });
  const images = new ProductImageStore(path.join(config.dataDir, 'images', 'products'), (slug) =>
    catalogRepository(db).productImageInfo(slug),
  );

  await app.register(operationsRoutes, { db });
  await app.register(settingsRoutes, {
    repo: settingsRepository(db),
    cache: catalogCache,
    maxSeedsPerCart: config.maxSeedsPerCart,
  });
  await app.register(catalogRoutes, {
    repo: catalogRepository(db),
    priceLists: priceListRepository(db),
    cache: catalogCache,
    filteredPriceLists: new CatalogCache(db, config.catalogVersionCheckMs, FILTERED_PRICE_LIST_ENTRIES),
    images,
  });
  await app.register(cartRoutes, {
    db,
    maxSeedsPerCart: config.maxSeedsPerCart,
    cookieSecure: config.cookieSecure,
    cartCreateLimit: limits.cartCreate,
    clientKey: clientKeyOf,
  });
  const links: OrderLinks = {
    secret: config.orderLinkSecret,
    origin: config.publicOrigin,
    linkTtlSeconds: config.orderLinkTtlSeconds,
  };
  // The sandbox (the provider's side) queues its webhooks in the database and delivers them to this app's own
  // webhook route, over its HTTP handling (signature check included), until acknowledged.
  const sandboxWebhooks = new SandboxWebhookSender(db, {
    secret: config.paymentWebhookSecret,
    retryBaseMs: config.sandboxWebhookRetryBaseMs,
    log: app.log,
    deliver: async (body: string, signature: string): Promise<number> => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/payments/webhooks/${sandbox.name}`,
        headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
        payload: body,
      });
      return response.statusCode;
    },
  });
  const sandbox: SandboxProvider = new SandboxProvider({
    db,
    secret: config.paymentWebhookSecret,
    webhookDelayMs: config.sandboxWebhookDelayMs,
    duplicateWebhooks: config.sandboxWebhookDuplicates,
    onWebhookQueued: () => sandboxWebhooks.wake(),
  });
  // A provider's word that moves an order is told to the shopper by the order's e-mail (sent with the change).
  const orderStatusChanged: OrderStatusChanged = (tx, orderId, status) => sendOrderEmail(tx, links, orderId, status);
  runPaymentWorkers(app, {
    db,
    orderStatusChanged,
    provider: sandbox,
    sandboxWebhooks,
    reconcileIntervalMs: config.paymentReconcileIntervalMs,
  });
  await app.register(checkoutRoutes, {
    db,
    maxSeedsPerCart: config.maxSeedsPerCart,
    provider: sandbox,
    links,
    sessionIdleSeconds: config.sessionIdleMinutes * 60,
  });
  await app.register(orderRoutes, {
    db,
    provider: sandbox,
    links,
    lookupLimit: config.orderLookupLimit,
    fulfilmentToken: config.fulfilmentToken,
    sessionIdleSeconds: config.sessionIdleMinutes * 60,
  });
  await app.register(paymentWebhookRoutes, { db, provider: sandbox, orderStatusChanged });
  await app.register(sandboxRoutes, { db, sandbox, production: config.production });
  await app.register(metricsRoutes, { db, cookieSecure: config.cookieSecure, limit: limits.referral });
  await app.register(fieldRoutes, { db, limit: fieldReportLimit(config.rateLimitFactor) });
  await app.register(fieldHealthRoutes, { db, opsToken: config.opsToken });
  await app.register(newsletterRoutes, {
    db,
    limit: limits.newsletter,
    mailToLimit: limits.mailTo,
    links: {
      secret: config.orderLinkSecret,
      origin: config.publicOrigin,
      ttlSeconds: config.newsletterConfirmTtlSeconds,
    },
  });
  if (config.exposeTestOutbox) await app.register(testOutboxRoutes, { db });
  await app.register(reviewRoutes, { db, cache: catalogCache, cookieSecure: config.cookieSecure, limit: limits.vote });
  const accounts: AccountContext = {
    db,
    cookieSecure: config.cookieSecure,
    sessionIdleSeconds: config.sessionIdleMinutes * 60,
    publicOrigin: config.publicOrigin,
    limits,
    maxSeedsPerCart: config.maxSeedsPerCart,
  };
  await app.register(authRoutes, accounts);
  await app.register(accountRoutes, accounts);
  await app.register(accountFormRoutes, accounts);
  await app.register(searchRoutes, {
    index: new SearchIndex(db),
    cache: new CatalogCache(db, config.catalogVersionCheckMs, SEARCH_CACHE_ENTRIES),
  });

  await app.register(contentRoutes, {
    repo: contentRepository(db),
    pages: pagesRepository(db),
    catalog: catalogRepository(db),
    db,
    cache: catalogCache,
  });

  await app.register(seedfinderRoutes, { repo: seedfinderRepository(db), cache: catalogCache });
  await app.register(supportRoutes, {
    db,
    supportEmail: config.supportEmail,
    limit: limits.contact,
    chatLimit: limits.chat,
    mailToLimit: limits.mailTo,
    orderLinkSecret: config.orderLinkSecret,
    orderLookupLimit: config.orderLookupLimit,
  });

  startMailDelivery(app, db, config);
  schedulePurge(app, db);

  // After the server has closed: in-flight requests finish with their database.
  if (!options.db || options.closeDatabase) app.addHook('onClose', async () => db.close());
  return app;
}
