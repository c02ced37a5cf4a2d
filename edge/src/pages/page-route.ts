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
import { rememberCanarySide } from './canary';
import { rememberCountry } from './country';
import { documentHeadFor } from './page-document';
import { readPageInputs } from './page-inputs';
import { decidePage } from './page-outcome';
import { redirectFor, trailingSlashRedirect, type PageRedirect } from './page-redirects';
import { sendPage } from './page-response';
import { renderNotBuiltPage } from './page-template';
import { createRemotePreloads } from './remote-preloads';
import { rememberOriginalReferrer } from './remembered';
import { isRenew, sendRenewPage, withoutRenew } from './renew';
import { safeDecodePath, sameOriginLocation, splitUrl } from './request-path';
import type { ShellRenderer } from './shell-renderer';

export interface PageSources {
  routeRules: RouteRulesSource;
  settings: SettingsSource;
  existence: PageExistence;
  renderer: ShellRenderer;
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
): ShellRenderRequest {
  return {
    url: request.url,
    route,
    requestId: request.id,
    log: request.log,
    cookies: request.cookies as Record<string, string>,
    cookieHeader: request.headers.cookie,
    boot,
    apiUrl: config.apiUrl,
    origin,
    releasesDir: config.releasesDir,
    areaBudgetMs: config.areaBudgetMs,
  };
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
    if (isRenew(url.query))
      return sendRenewPage(request, reply, sameOriginLocation(url.path, withoutRenew(url.query)), cspNonce(reply.raw));

    const rules = await sources.routeRules.get();
    const route = resolveRoute(url.path, request.cookies[COOKIES.region]);
    const redirect = redirectFor(url, route, rules, request.cookies[COOKIES.locale]);
    if (redirect) return sendRedirect(reply, redirect);

    const { boot, shell, canary } = await readPageInputs(request, config, sources.settings, route, rules);
    reply.header('cache-control', 'no-store');
    if (!shell) return sendNotBuilt(request, reply, config);

    const origin = config.publicOrigin;
    const prepared = await sources.renderer.prepare(
      renderRequestFor(request, config, route, boot, origin),
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
    });
    // Cookies and status go out with the head, before the page is rendered.
    rememberOriginalReferrer(request, reply);
    rememberCountry(request, reply, boot.country);
    rememberCanarySide(request, reply, canary);
    return sendPage(request, reply, { head, outcome, prepared, boot });
  }

  app.get('/*', servePage);
}
