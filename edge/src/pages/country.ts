import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '@storefront/shared-contracts';

/** The visitor's detected country goes to the shell as a readable cookie (spec 3, cfcountry). */
const COUNTRY_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** A CDN country code (ISO 3166 alpha-2, or markers like XX / T1); anything else is ignored. */
export function countryFrom(request: FastifyRequest, header: string): string | null {
  const raw = request.headers[header];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && /^[A-Z][A-Z0-9]$/.test(value) ? value : null;
}

/** Sets the `cfcountry` cookie when the CDN told the visitor's country. */
export function rememberCountry(request: FastifyRequest, reply: FastifyReply, country: string | null): void {
  if (!country) return;
  reply.setCookie(COOKIES.country, country, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: request.protocol === 'https',
    maxAge: COUNTRY_COOKIE_MAX_AGE_SECONDS,
  });
}
