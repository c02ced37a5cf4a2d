import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COOKIES,
  languageFor,
  matchRoute,
  STOREFRONTS,
  withoutTrailingSlash,
  type BootData,
  type RemoteName,
  type ShellRenderResult,
} from '@storefront/shared-contracts';
import type { EdgeConfig } from '../config';
import { cspNonce } from '../http/security';
import { readPointer } from '../release/pointer-file';
import type { PageExistence } from '../upstream/page-existence';
import { findRouteRule, type RouteRulesSource } from '../upstream/route-rules';
import type { SettingsSource } from '../upstream/settings';
import { countryFrom } from './country';
import { pageMeta } from './page-meta';
import { renderNotBuiltPage, renderPage } from './page-template';
import { createRemotePreloads } from './remote-preloads';
import { safeDecodePath, sameOriginLocation, splitUrl } from './request-path';
import { rememberedStorefront, rememberOriginalReferrer } from './remembered';
import { sendRenewPage, withoutRenew } from './renew';
import { lcpImagePreload, seoTags } from './seo-tags';
import { readShellAssets } from './shell-assets';
import type { ShellRenderer } from './shell-renderer';

export interface PageSources {
  routeRules: RouteRulesSource;
  settings: SettingsSource;
  existence: PageExistence;
  renderer: ShellRenderer;
}

/** The visitor's detected country goes to the shell as a readable cookie (spec 3, cfcountry). */
const COUNTRY_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
const NOT_FOUND_BODY_CLASS = 'error-404 floating-breadcrumbs';

/**
 * Every GET that is not an asset, the pointer or the api is a page: trailing slash and route rules may
 * redirect; the shell's server renderer renders the page with its area (status, head and markup come
 * from that render); without it the page is the frame the browser renders, with the status the route
 * table and the api's existence answers give.
 */
export function registerPageRoute(app: FastifyInstance, config: EdgeConfig, sources: PageSources): void {
  const preloadsFor = createRemotePreloads(config.releasesDir);

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const { path, query } = splitUrl(request.url);
    const trimmed = withoutTrailingSlash(path);
    if (trimmed !== null) return reply.redirect(sameOriginLocation(trimmed, query), 301);

    if (new URLSearchParams(query).get('renew') === 'true') {
      return sendRenewPage(request, reply, sameOriginLocation(path, withoutRenew(query)), cspNonce(reply.raw));
    }

    const decodedPath = safeDecodePath(path);
    const rules = await sources.routeRules.get();
    const rule = findRouteRule(rules, path, decodedPath);
    if (rule) return reply.redirect(rule.to.includes('?') ? rule.to : rule.to + query, rule.status);

    const match = matchRoute(path);
    const remembered = rememberedStorefront(request.cookies[COOKIES.locale], path, match);
    if (remembered) return reply.header('cache-control', 'no-store').redirect(sameOriginLocation(remembered, query), 302);
    const storefront = STOREFRONTS[match.storefront];
    const owner = match.route.owner === 'shell' ? null : (match.route.owner as RemoteName);
    const [settings, pointerRead, shell] = await Promise.all([
      sources.settings.get(storefront.iso),
      readPointer(config.releasesDir),
      readShellAssets(config.shellDir),
    ]);
    reply.header('cache-control', 'no-store');
    if (!shell) {
      request.log.error({ shellDir: config.shellDir }, 'shell build missing');
      return reply.code(503).header('retry-after', '30').type('text/plain; charset=utf-8').send(renderNotBuiltPage());
    }
    if (pointerRead.status === 'invalid') request.log.error({ problem: pointerRead.problem }, 'releases/remotes.json is invalid; serving no remotes');
    const remotes = pointerRead.pointer.remotes;
    const country = countryFrom(request, config.countryHeader);
    const boot: BootData = { remotes: { remotes }, settings, routeRules: rules, country, thirdParty: config.thirdParty };
    const origin = config.publicOrigin ?? `${request.protocol}://${request.host}`;

    const rendered = await sources.renderer.render({
      url: request.url,
      cookies: request.cookies as Record<string, string>,
      cookieHeader: request.headers.cookie,
      boot,
      apiUrl: config.apiUrl,
      origin,
      releasesDir: config.releasesDir,
      areaBudgetMs: config.areaBudgetMs,
    });
    // The route table cannot see data-driven 404s (unknown product): the render's prefetch or, when the
    // area was not rendered on the server, the api's existence answer decides them.
    const areaRendered = rendered !== null && owner !== null && !rendered.failedAreas.includes(owner);
    const notFound = match.notFound || (rendered?.status === 404) || (!areaRendered && (await sources.existence.check(match)) === 'missing');

    const preloads = owner && !notFound ? await preloadsFor(owner, remotes[owner], rendered?.areaChunks ?? []) : [];
    const shellPreloads = (rendered?.shellChunks ?? []).flatMap((group) => shell.chunkGroups[group] ?? []);
    rememberOriginalReferrer(request, reply);
    if (country) {
      reply.setCookie(COOKIES.country, country, {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: request.protocol === 'https',
        maxAge: COUNTRY_COOKIE_MAX_AGE_SECONDS,
      });
    }
    const language = languageFor(match.storefront, request.cookies[COOKIES.region]);
    const head = notFound ? null : (rendered?.head ?? null);
    // A not-found page rendered as such by the shell brings its title in the page's language.
    const notFoundTitle = notFound && rendered?.status === 404 ? rendered.head?.title : undefined;
    const meta = pageMeta(match, notFound, decodedPath, language, head, notFoundTitle);
    const html = renderPage({
      language,
      meta,
      bodyClass: notFound ? NOT_FOUND_BODY_CLASS : '',
      shell,
      scriptPreloads: [...shellPreloads, ...preloads],
      imagePreload: lcpImagePreload(head),
      headTags: seoTags({ origin, path, match, title: meta.title, description: meta.description, head, indexable: !meta.noindex }),
      rootHtml: consistentMarkup(rendered, notFound),
      styles: consistentMarkup(rendered, notFound) ? (rendered?.styles ?? '') : '',
      boot: withRenderedState(boot, rendered, notFound),
      nonce: cspNonce(reply.raw),
    });
    return reply.code(notFound ? 404 : 200).type('text/html; charset=utf-8').send(html);
  }

  app.get('/*', servePage);
}

/**
 * The server's markup, unless it shows a page while the edge answers 404 (the area failed on the server
 * and the api says the slug does not exist): then the browser renders the not-found page itself.
 */
function consistentMarkup(rendered: ShellRenderResult | null, notFound: boolean): string {
  if (!rendered || (notFound && rendered.status !== 404)) return '';
  return rendered.html;
}

/** The boot data with the server's state; settings are in that state already, so not sent twice. */
function withRenderedState(boot: BootData, rendered: ShellRenderResult | null, notFound: boolean): BootData {
  if (!consistentMarkup(rendered, notFound) || !rendered) return boot;
  return { ...boot, settings: null, rendered: { state: rendered.state, failedAreas: rendered.failedAreas, frameAreas: rendered.frameAreas } };
}
