import {
  activeCarrierInfo,
  consentFromCookie,
  COOKIES,
  findRegion,
  initialSharedState,
  type Language,
  type Settings,
  type SharedState,
  type StorefrontCode,
} from '@storefront/shared-contracts';

interface FrameInput {
  storefront: StorefrontCode;
  language: Language;
  settings: Settings | null;
  /** The country the edge detected for this request, if any. */
  country: string | null;
  cookie: (name: string) => string | null | undefined;
}

/**
 * The shared state a page starts from, the same on the server and (without server rendering) in the
 * browser: storefront and language, settings, the visitor's consent and region from their cookies,
 * their country and its carrier info (spec 4).
 */
export function frameState({ storefront, language, settings, country, cookie }: FrameInput): SharedState {
  const detected = (country ?? cookie(COOKIES.country) ?? null)?.toUpperCase() ?? null;
  return initialSharedState({
    storefront,
    language,
    settings,
    regionId: findRegion(cookie(COOKIES.region))?.id ?? null,
    country: detected,
    consent: consentFromCookie(cookie(COOKIES.consent)),
    carrierInfo: settings ? activeCarrierInfo(settings, detected) : undefined,
  });
}
