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
import { readServedPointer } from '../release/active-pointer';
import type { PageExistence } from '../upstream/page-existence';
import { findRouteRule, type RouteRulesSource } from '../upstream/route-rules';
import type { SettingsSource } from '../upstream/settings';
import { countryFrom } from './country';
import { pageMeta } from './page-meta';
import { createHtmlStream, negotiateEncoding } from './html-stream';
import {
  renderDocumentEnd,
  renderDocumentStart,
  renderNotBuiltPage,
  renderPage,
  type DocumentBody,
  type DocumentHead,
} from './page-template';
import { createRemotePreloads } from './remote-preloads';
import { safeDecodePath, sameOriginLocation, splitUrl } from './request-path';
import { rememberedStorefront, rememberOriginalReferrer } from './remembered';
import { sendRenewPage, withoutRenew } from './renew';
import { lcpImagePreload, seoTags } from './seo-tags';
import { readShellAssets } from './shell-assets';
import type { PreparedRender, ShellRenderer } from './shell-renderer';

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
 * redirect; the shell's server renderer renders the page with its area in two phases: phase 1 (route,
 * area, data) gives status and head, which are sent at once, phase 2 the markup, streamed after them.
 * Without a renderer the page is the frame the browser renders, with the status the route table and the
 * api's existence answers give.
 */
export function registerPageRoute(app: FastifyInstance, config: EdgeConfig, sources: PageSources): void {
  const preloadsFor = createRemotePreloads(config.releasesDir, config.devRemote);

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
    if (remembered)
      return reply.header('cache-control', 'no-store').redirect(sameOriginLocation(remembered, query), 302);
    const storefront = STOREFRONTS[match.storefront];
    const owner = match.route.owner === 'shell' ? null : (match.route.owner as RemoteName);
    const [settings, pointerRead, shell] = await Promise.all([
      sources.settings.get(storefront.iso),
      readServedPointer(config, request.log),
      readShellAssets(config.shellDir),
    ]);
    reply.header('cache-control', 'no-store');
    if (!shell) {
      request.log.error({ shellDir: config.shellDir }, 'shell build missing');
      return reply.code(503).header('retry-after', '30').type('text/plain; charset=utf-8').send(renderNotBuiltPage());
    }
    if (pointerRead.status === 'invalid')
      request.log.error({ problem: pointerRead.problem }, 'releases/remotes.json is invalid; serving no remotes');
    const remotes = pointerRead.pointer.remotes;
    const country = countryFrom(request, config.countryHeader);
    const boot: BootData = {
      remotes: { remotes },
      settings,
      routeRules: rules,
      country,
      thirdParty: config.thirdParty,
    };
    const origin = config.publicOrigin ?? `${request.protocol}://${request.host}`;

    const prepared = await sources.renderer.prepare({
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
    // area could not be prepared on the server, the api's existence answer decides them.
    const areaPrepared = prepared !== null && owner !== null && !prepared.failedAreas.includes(owner);
    const notFound =
      match.notFound ||
      prepared?.status === 404 ||
      (!areaPrepared && (await sources.existence.check(match)) === 'missing');

    const preloads = owner && !notFound ? await preloadsFor(owner, remotes[owner], prepared?.areaChunks ?? []) : [];
    const shellPreloads = (prepared?.shellChunks ?? []).flatMap((group) => shell.chunkGroups[group] ?? []);
    // Cookies and status go out with the head, before the page is rendered.
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
    const head = notFound ? null : (prepared?.head ?? null);
    // A not-found page rendered as such by the shell brings its title in the page's language.
    const notFoundTitle = notFound && prepared?.status === 404 ? prepared.head?.title : undefined;
    const meta = pageMeta(match, notFound, decodedPath, language, head, notFoundTitle);
    const documentHead: DocumentHead = {
      language,
      meta,
      shell,
      scriptPreloads: [...shellPreloads, ...preloads],
      imagePreload: lcpImagePreload(head),
      headTags: seoTags({
        origin,
        path,
        match,
        title: meta.title,
        description: meta.description,
        head,
        indexable: !meta.noindex,
      }),
      nonce: cspNonce(reply.raw),
    };
    const bodyClass = notFound ? NOT_FOUND_BODY_CLASS : '';
    reply.code(notFound ? 404 : 200).type('text/html; charset=utf-8');
    const forBrowser: DocumentBody = { bodyClass, rootHtml: '', styles: '', boot };
    if (!serverMarkup(prepared, notFound)) return reply.send(renderPage({ ...documentHead, ...forBrowser }));

    // Status, headers and the head now; the rendered page when phase 2 is done.
    const encoding =
      request.headers['x-no-compression'] === undefined ? negotiateEncoding(request.headers['accept-encoding']) : null;
    const html = createHtmlStream(encoding);
    if (encoding) reply.header('content-encoding', encoding);
    reply.header('vary', 'accept-encoding');
    const finish = async () => {
      await html.write(renderDocumentStart(documentHead));
      // The visitor left (or asked for HEAD): nothing to render for.
      if (!html.open()) return;
      let end: string;
      try {
        const body = await prepared.renderBody();
        end = renderDocumentEnd(documentHead, {
          bodyClass,
          rootHtml: body.html,
          styles: body.styles,
          boot: withRenderedState(boot, prepared, body),
        });
      } catch (error) {
        // The status and head are out: the page is finished for the browser to render.
        request.log.error(
          { err: error, url: request.url },
          'server render failed after the head was sent: the browser renders the page',
        );
        end = renderDocumentEnd(documentHead, forBrowser);
      }
      html.end(end);
    };
    void finish().catch((error: unknown) => {
      request.log.error({ err: error, url: request.url }, 'the page could not be finished');
      html.stream.destroy();
    });
    return reply.send(html.stream);
  }

  app.get('/*', servePage);
}

/**
 * The server renders the markup, unless it shows a page while the edge answers 404 (the area failed on
 * the server and the api says the slug does not exist): then the browser renders the not-found page itself.
 */
function serverMarkup(prepared: PreparedRender | null, notFound: boolean): prepared is PreparedRender {
  return prepared !== null && !(notFound && prepared.status !== 404);
}

/** The boot data with the server's state; settings are in that state already, so not sent twice. */
function withRenderedState(
  boot: BootData,
  prepared: PreparedRender,
  body: { state: Record<string, unknown>; failedAreas: RemoteName[] },
): BootData {
  return {
    ...boot,
    settings: null,
    rendered: { state: body.state, failedAreas: body.failedAreas, frameAreas: prepared.frameAreas },
  };
}
