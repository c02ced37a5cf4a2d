import {
  apiPaths,
  BOOT_ELEMENT_ID,
  langParam,
  REMOTES_POINTER_URL,
  STOREFRONTS,
  type BootData,
  type Language,
  type RemotesPointer,
  type RouteRule,
  type Settings,
  type StorefrontCode,
} from '@storefront/shared-contracts';

const NO_THIRD_PARTY = { tagManager: null, marketing: null, sessionRecording: null, iconService: null };

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The shape check production relies on: the edge that wrote the page is this shell's own. */
function looksLikeBootData(value: unknown): value is BootData {
  return (
    isObject(value) &&
    isObject(value.remotes) &&
    isObject(value.remotes.remotes) &&
    Array.isArray(value.routeRules) &&
    isObject(value.thirdParty)
  );
}

/** In development the inlined data is also parsed with the contract's schema (zod loads on demand). */
async function checked(inlined: unknown): Promise<BootData | null> {
  if (!looksLikeBootData(inlined)) return null;
  if (process.env.NODE_ENV !== 'production') {
    const { bootDataSchema } = await import('@storefront/shared-contracts/schemas');
    const parsed = bootDataSchema.safeParse(inlined);
    if (!parsed.success) throw new Error(`The inlined boot data breaks the contract: ${parsed.error.message}`);
    return parsed.data;
  }
  return inlined;
}

/**
 * The edge inlines the release pointer and the settings into the page; when it did not (a static host,
 * a cached page), fetch them.
 */
export async function readBootData(
  storefront: StorefrontCode,
  language: Language,
  inlined: unknown,
): Promise<BootData> {
  const boot = await checked(inlined);
  if (boot) return boot;
  const iso = STOREFRONTS[storefront].iso;
  const [pointer, settings, rules] = await Promise.all([
    getJson(REMOTES_POINTER_URL)
      .then((v) => (isObject(v) && isObject(v.remotes) ? (v as RemotesPointer) : { remotes: {} }))
      .catch(() => ({ remotes: {} })),
    getJson(apiPaths.settings(iso, langParam(iso, language).lang))
      .then((v) => (isObject(v) && Array.isArray(v.categories) ? (v as Settings) : null))
      .catch(() => null),
    getJson(apiPaths.routeRules())
      .then((v) => (isObject(v) && Array.isArray(v.rules) ? (v.rules as RouteRule[]) : []))
      .catch(() => []),
  ]);
  return {
    remotes: { remotes: pointer.remotes },
    settings,
    routeRules: rules,
    country: null,
    thirdParty: NO_THIRD_PARTY,
  };
}

/** The boot data the edge inlined as JSON, or undefined (a page not served by the edge). */
export function inlinedBootData(): unknown {
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
