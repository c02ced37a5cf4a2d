import {
  COOKIES,
  ERROR_CODES,
  REGIONS,
  STOREFRONTS,
  type Storefront,
  isLanguage,
  storefrontByIso,
} from '@storefront/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

const KNOWN = Object.values(STOREFRONTS)
  .map((s) => s.iso)
  .join(', ');

/** The storefront of the `{iso}` path segment (en-en, de-de, en-uk ...); 404 UNKNOWN_LOCALE otherwise. */
export function storefrontFromIso(iso: string): Storefront {
  const storefront = storefrontByIso(iso);
  if (!storefront) throw new AppError(404, ERROR_CODES.unknownLocale, `Unknown storefront '${iso}'. Known: ${KNOWN}.`);
  return storefront;
}

/** The visitor's detected country (the edge's cfcountry cookie), upper case, when it looks like one. */
export function detectedCountryOf(request: FastifyRequest): string | null {
  const value = request.cookies[COOKIES.country];
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

/**
 * Spec 7: the settings answer a locale iso or a bare language. A language means the storefront where it is
 * spoken by default: `de` -> de-de; `en`, `nl` and `fr` -> the Europe storefront (en-en), where France and the
 * Netherlands shop.
 */
export function storefrontFromIsoOrLanguage(isoOrLanguage: string): Storefront {
  if (isLanguage(isoOrLanguage)) {
    const region = REGIONS.find((r) => r.language === isoOrLanguage);
    return STOREFRONTS[region?.storefront ?? 'en'];
  }
  return storefrontFromIso(isoOrLanguage);
}
