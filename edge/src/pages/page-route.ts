import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COOKIES,
  resolveRoute,
  type BootData,
  type ResolvedRoute,
  type ShellRenderRequest,
} from '@storefront/shared-contracts';
import type { EdgeConfig } from '../config';
import { cspNonce } from '../http/security';
import type { PageExistence } from '../upstream/page-existence';
import type { RouteRulesSource } from '../upstream/route-rules';
import type { SettingsSource } from '../upstream/settings';
import { applyCachePolicy, PRIVATE_PAGE, registerSharedCacheGuard } from './cache-policy';
import { rememberCanarySide } from './canary';
import { rememberCountry } from './country';
import { documentHeadFor } from './page-document';
import { readPageInputs, type PageInputs } from './page-inputs';
import { decidePage } from './page-outcome';
import { redirectFor, trailingSlashRedirect, type PageRedirect } from './page-redirects';
import { cutDocument } from './gzip-splice';
import { isCacheableRoute, isPersonalVisitor, keyedCookies, pageCacheKey, type Visitor } from './page-cache-keys';
import { sendCachedPage, sendPage, type DocumentSink } from './page-response';
import type { CachedPage, PageCache } from './page-store';
import { renderNotBuiltPage } from './page-template';
import { createRemotePreloads } from './remote-preloads';
import { rememberOriginalReferrer } from './remembered';
import { isRenew, sendRenewPage, withoutRenew } from './renew';
import { safeDecodePath, sameOriginLocation, splitUrl } from './request-path';
import { visitorOf } from './visitor-cart';
import type { ShellAssets } from './shell-assets';
import type { ShellRenderer } from './shell-renderer';

export interface PageSources {
  routeRules: RouteRulesSource;
  settings: SettingsSource;
  existence: PageExistence;
  renderer: ShellRenderer;
  /** Rendered pages of anonymous visitors (`page-store.ts`); absent or ttl 0: every page is rendered. */
  pageCache?: PageCache;
}

function sendRedirect(reply: FastifyReply, redirect: PageRedirect) {
  if (redirect.private) reply.header('cache-control', 'no-store');
  return reply.redirect(redirect.location, redirect.status);
}

function sendNotBuilt(request: FastifyRequest, reply: FastifyReply, config: EdgeConfig) {
  request.log.error({ shellDir: config.shellDir }, 'shell build missing');
  return reply.code(503).header('retry-after', '30').type('text/plain; charset=utf-8').send(renderNotBuiltPage());
}

/** What the shell's server renderer gets: the route resolved here, so it is resolved once per page. */
function renderRequestFor(
  request: FastifyRequest,
  config: EdgeConfig,
  route: ResolvedRoute,
  boot: BootData,
  origin: string,
  cacheable: boolean,
): ShellRenderRequest {
  // A page that may be kept for others sees only the cookies of its cache key.
  const cookies = cacheable
    ? keyedCookies(request.cookies as Record<string, string | undefined>)
    : (request.cookies as Record<string, string>);
  const cookieHeader = cacheable
    ? Object.entries(cookies)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; ') || undefined
    : request.headers.cookie;
  return {
    url: request.url,
    route,
    requestId: request.id,
    log: request.log,
    cookies,
    cookieHeader,
    boot,
    apiUrl: config.apiUrl,
    origin,
    releasesDir: config.releasesDir,
    areaBudgetMs: config.areaBudgetMs,
  };
}

interface RenderInputs {
  route: ResolvedRoute;
  url: ReturnType<typeof splitUrl>;
  boot: BootData;
  shell: ShellAssets;
  canary: PageInputs['canary'];
  /** Rendered for the page cache: with the keyed cookies only. */
  cacheable: boolean;
  /** A shopper with a cart or a session served a page rendered without their cookies: their counts and session. */
  visitor: Visitor | null;
}

/** The cookies a page sets for its visitor (never part of a cached page). */
function rememberVisitor(request: FastifyRequest, reply: FastifyReply, boot: BootData, canary: PageInputs['canary']) {
  rememberOriginalReferrer(request, reply);
  rememberCountry(request, reply, boot.country);
  rememberCanarySide(request, reply, canary);
}

/**
 * Every GET that is not an asset, the pointer or the api is a page. Its route is resolved once (match,
 * owning area, storefront, language) and handed to the shell's server renderer, which renders the page in
 * two phases: phase 1 (area, data) decides status and head, which are sent at once, phase 2 the markup,
 * streamed after them. Without a renderer the page is the frame the browser renders, with the status the
 * route table and the api's existence answers give.
 */
export function registerPageRoute(app: FastifyInstance, config: EdgeConfig, sources: PageSources): void {
  const preloadsFor = createRemotePreloads(config.releasesDir, config.devRemote);

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = splitUrl(request.url);
    const trailing = trailingSlashRedirect(url);
    if (trailing) return sendRedirect(reply, trailing);
    // (A query to look at first: URLSearchParams per page was 2.6 % of a kept page's CPU.)
    if (url.query !== '' && isRenew(url.query))
      return sendRenewPage(request, reply, sameOriginLocation(url.path, withoutRenew(url.query)), cspNonce(reply.raw));

    const rules = await sources.routeRules.get();
    const route = resolveRoute(url.path, request.cookies[COOKIES.region]);
    const redirect = redirectFor(url, route, rules, request.cookies[COOKIES.locale]);
    if (redirect) return sendRedirect(reply, redirect);

    const { boot, shell, canary } = await readPageInputs(request, config, sources.settings, route, rules);
    reply.header('cache-control', PRIVATE_PAGE);
    if (!shell) return sendNotBuilt(request, reply, config);

    const cache = sources.pageCache && sources.pageCache.ttlMs > 0 ? sources.pageCache : null;
    let key = cache && isCacheableRoute(route) ? pageCacheKey(request, boot, shell, cache.dataVersion) : null;
    // A shopper with a cart or a session gets the kept page with their counts and session once kept pages carry a
    // visitor document (the shell marks it); without them, a page rendered for them.
    let visitor: Visitor | null = null;
    if (cache && key && isPersonalVisitor(request.cookies)) {
      visitor = cache.servesVisitors ? await visitorOf(request, reply, config, route) : null;
      if (!visitor) key = null;
    }
    if (cache && !key) cache.bypassed();
    if (cache && key) {
      // No await unless a render is under way: the first request of a key must claim it before the next looks.
      const found = cache.get(key);
      const pending = cache.pending(key);
      let kept: CachedPage | null = null;
      // Fresh; or old while another request renders it anew.
      if (found && (!found.stale || pending)) kept = found.page;
      else if (!found && pending) kept = await pending;
      if (kept && visitor && !kept.visitor) {
        // This page has no visitor document (it shows no count): rendered for the shopper.
        kept = null;
        key = null;
        visitor = null;
        cache.bypassed();
      }
      if (kept) {
        reply.header('x-page-cache', found?.stale ? 'stale' : 'hit');
        rememberVisitor(request, reply, boot, canary);
        applyCachePolicy(reply, route, {
          method: request.method,
          status: kept.status,
          keyed: true,
          visitor: visitor !== null,
          canary: boot.canary !== undefined,
          complete: true,
        });
        return sendCachedPage(request, reply, kept, cspNonce(reply.raw), visitor);
      }
    }
    // This render is kept for the key unless another one of it is already under way.
    const settle = cache && key && !cache.pending(key) ? cache.begin(key) : null;
    if (cache) reply.header('x-page-cache', key ? 'miss' : 'bypass');
    try {
      return await renderPage(
        request,
        reply,
        { route, url, boot, shell, canary, cacheable: key !== null, visitor },
        (document) => {
          if (!settle || !cache) return;
          const storable = document !== null && cache.frameAreasComplete(document.frameAreas);
          if (!storable) return settle(null);
          const nonce = cspNonce(reply.raw);
          settle({
            status: document.status,
            anonymous: cutDocument(document.html, nonce),
            visitor: document.visitorHtml === null ? null : cutDocument(document.visitorHtml, nonce),
          });
        },
      );
    } catch (error) {
      settle?.(null);
      throw error;
    }
  }

  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    { route, url, boot, shell, canary, cacheable, visitor }: RenderInputs,
    sink: DocumentSink,
  ) {
    const origin = config.publicOrigin;
    const prepared = await sources.renderer.prepare(
      renderRequestFor(request, config, route, boot, origin, cacheable),
      request.log,
    );
    const outcome = await decidePage(route, prepared, sources.existence, safeDecodePath(url.path));
    const nonce = cspNonce(reply.raw);
    const head = await documentHeadFor({
      route,
      outcome,
      prepared,
      shell,
      remotes: boot.remotes.remotes,
      origin,
      path: url.path,
      nonce,
      preloadsFor,
      // The dev loop's pages boot at once: fast refresh works without an interaction first.
      intent: config.hydration === 'intent' && !config.devRemote,
    });
    // Cookies and status go out with the head, before the page is rendered.
    rememberVisitor(request, reply, boot, canary);
    // Shared only when phase 1 says the edge would keep it (a fallback of phase 2 is known after the head left).
    const complete =
      prepared !== null &&
      prepared.failedAreas.length === 0 &&
      (sources.pageCache?.frameAreasComplete(prepared.frameAreas.length) ?? false);
    applyCachePolicy(reply, route, {
      method: request.method,
      status: outcome.status,
      keyed: cacheable,
      visitor: visitor !== null,
      canary: boot.canary !== undefined,
      complete,
    });
    return sendPage(request, reply, { head, outcome, prepared, boot }, sink, { keep: cacheable, visitor });
  }

  registerSharedCacheGuard(app);
  app.get('/*', servePage);
}
