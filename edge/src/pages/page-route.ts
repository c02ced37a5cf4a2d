import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COOKIES,
  languageFor,
  matchRoute,
  STOREFRONTS,
  withoutTrailingSlash,
  type BootData,
  type RemoteName,
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
import { readShellAssets } from './shell-assets';

export interface PageSources {
  routeRules: RouteRulesSource;
  settings: SettingsSource;
  existence: PageExistence;
}

/** The visitor's detected country goes to the shell as a readable cookie (spec 3, cfcountry). */
const COUNTRY_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * Every GET that is not an asset, the pointer or the api is a page: trailing slash, route rules,
 * the route table and the api's data decide its status; the HTML frame boots the shell.
 */
export function registerPageRoute(app: FastifyInstance, config: EdgeConfig, sources: PageSources): void {
  const preloadsFor = createRemotePreloads(config.releasesDir);

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const { path, query } = splitUrl(request.url);
    const trimmed = withoutTrailingSlash(path);
    if (trimmed !== null) return reply.redirect(sameOriginLocation(trimmed, query), 301);

    const decodedPath = safeDecodePath(path);
    const rules = await sources.routeRules.get();
    const rule = findRouteRule(rules, path, decodedPath);
    if (rule) return reply.redirect(rule.to.includes('?') ? rule.to : rule.to + query, rule.status);

    const match = matchRoute(path);
    const storefront = STOREFRONTS[match.storefront];
    const owner = match.route.owner;
    const [existence, settings, pointerRead, shell] = await Promise.all([
      match.notFound ? 'missing' : sources.existence.check(match),
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

    const notFound = existence === 'missing';
    const remotes = pointerRead.pointer.remotes;
    const remotePreloads = notFound || owner === 'shell' ? [] : await preloadsFor(owner as RemoteName, remotes[owner as RemoteName]);
    const country = countryFrom(request, config.countryHeader);
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
    const boot: BootData = { remotes: { remotes }, settings, routeRules: rules, country };
    const html = renderPage({
      language,
      meta: pageMeta(match, notFound, decodedPath, language),
      notFound,
      shell,
      remotePreloads,
      boot,
      nonce: cspNonce(reply.raw),
    });
    return reply.code(notFound ? 404 : 200).type('text/html; charset=utf-8').send(html);
  }

  app.get('/*', servePage);
}
