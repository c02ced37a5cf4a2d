import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_ERROR_CODES,
  COOKIES,
  findRegion,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  REGION_IDS,
  STOREFRONTS,
  translatePath,
} from '@storefront/shared-contracts';
import { isCrossSite } from './origin-check';
import { sameOriginLocation, splitUrl } from './request-path';

/** `POST /consent`: the entry gate's and the change-region modal's form (works without JavaScript). */
const consentFormSchema = z.object({
  region: z.enum(REGION_IDS, { error: 'Choose one of the listed regions.' }),
  /** The gate's checkbox: present when analytical and marketing cookies are allowed. */
  cookies: z.enum(['on', 'all', 'essential']).optional(),
  /** The page the shopper was on, to land on its equivalent in the chosen storefront. */
  returnTo: z.string().max(2048).default('/'),
});

/**
 * Where the shopper lands: the same page in the region's storefront, or that storefront's home. The target is
 * rebuilt from a parsed URL (percent-encoded: control and non-ASCII characters cannot reach the Location header);
 * anything that is not a path on this site becomes the home page.
 */
export function landingPath(returnTo: string, storefront: keyof typeof STOREFRONTS): string {
  const { path, query } = sameSitePath(returnTo);
  const home = STOREFRONTS[storefront].prefix ? `/${STOREFRONTS[storefront].prefix}` : '/';
  const translated = translatePath(path, storefront) ?? home;
  return sameOriginLocation(translated, query);
}

/**
 * The gate posts here: the consent, region and locale cookies are set for a year (readable by the
 * shell, SameSite=Lax) and the shopper is sent to the page in the region's storefront. Bad input gets
 * a 400 with the reason; nothing is set.
 */
export async function registerConsentRoute(app: FastifyInstance, publicOrigin: string): Promise<void> {
  // In its own scope: the form parser must not touch the bodies the api proxy passes through.
  await app.register(async (scope) => consentRoute(scope, publicOrigin));
}

/** A path and query on this site from whatever `returnTo` holds; the home page when it is not one. */
function sameSitePath(returnTo: string): { path: string; query: string } {
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/', base);
  } catch {
    return { path: '/', query: '' };
  }
  if (url.origin !== base) return { path: '/', query: '' };
  return splitUrl(`${url.pathname}${url.search}`);
}

function consentRoute(app: FastifyInstance, publicOrigin: string): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post('/consent', async (request, reply) => {
    // Another site's page must not record a consent and a region for the visitor.
    if (isCrossSite(request, publicOrigin)) {
      return reply.code(403).header('cache-control', 'no-store').send({
        statusCode: 403,
        code: ACCOUNT_ERROR_CODES.badOrigin,
        message: 'This form was not sent from the shop.',
      });
    }
    const parsed = consentFormSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${parsed.error.issues.map((i) => `${i.path.join('.') || 'form'}: ${i.message}`).join('\n')}\n`);
    }
    const { region: regionId, cookies, returnTo } = parsed.data;
    const region = findRegion(regionId)!;
    const options = {
      path: '/',
      sameSite: 'lax' as const,
      httpOnly: false,
      secure: request.protocol === 'https',
      maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    };
    reply.setCookie(COOKIES.consent, cookies === 'on' || cookies === 'all' ? 'all' : 'essential', options);
    reply.setCookie(COOKIES.region, region.id, options);
    reply.setCookie(COOKIES.locale, region.storefront, options);
    return reply.header('cache-control', 'no-store').redirect(landingPath(returnTo, region.storefront), 303);
  });
}
