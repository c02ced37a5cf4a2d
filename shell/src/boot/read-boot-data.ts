import {
  apiPaths,
  BOOT_GLOBAL,
  bootDataSchema,
  remotesPointerSchema,
  REMOTES_POINTER_URL,
  routeRulesSchema,
  settingsSchema,
  STOREFRONTS,
  type BootData,
  type StorefrontCode,
} from '@storefront/shared-contracts';

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * The edge inlines the release pointer and the settings into the page; when it did not (a static host,
 * a cached page), fetch them.
 */
export async function readBootData(storefront: StorefrontCode, inlined: unknown): Promise<BootData> {
  const parsed = bootDataSchema.safeParse(inlined);
  if (parsed.success) return parsed.data;
  const iso = STOREFRONTS[storefront].iso;
  const [pointer, settings, rules] = await Promise.all([
    getJson(REMOTES_POINTER_URL).then((v) => remotesPointerSchema.parse(v)).catch(() => ({ remotes: {} })),
    getJson(apiPaths.settings(iso)).then((v) => settingsSchema.parse(v)).catch(() => null),
    getJson(apiPaths.routeRules()).then((v) => routeRulesSchema.parse(v).rules).catch(() => []),
  ]);
  return { remotes: { remotes: pointer.remotes }, settings, routeRules: rules, country: null };
}

export function inlinedBootData(): unknown {
  return (globalThis as Record<string, unknown>)[BOOT_GLOBAL];
}
