import type { FastifyRequest } from 'fastify';
import { STOREFRONTS, type BootData, type ResolvedRoute, type RouteRule } from '@storefront/shared-contracts';
import type { EdgeConfig } from '../config';
import { CANARY_COOKIE, readServedPointer, type ServedPointer } from '../release/active-pointer';
import type { SettingsSource } from '../upstream/settings';
import { countryFrom } from './country';
import { readShellAssets, type ShellAssets } from './shell-assets';

export interface PageInputs {
  /** What the page inlines for the shell: release pointer, settings, route rules, country, third parties. */
  boot: BootData;
  /** The shell build's scripts and styles; null when the shell is not built. */
  shell: ShellAssets | null;
  /** The canary split of this request and a new visitor id to remember (kill switch already applied). */
  canary: Pick<ServedPointer, 'canary' | 'newCanaryId'>;
}

/**
 * What every page reads besides its route: the storefront's settings (cached), the release pointer (with the
 * dev loop's remote, when one is set) and the shell's assets (read per page, so a release or a shell rebuild
 * shows without a restart).
 */
export async function readPageInputs(
  request: FastifyRequest,
  config: EdgeConfig,
  settings: SettingsSource,
  route: ResolvedRoute,
  routeRules: RouteRule[],
): Promise<PageInputs> {
  const [storefrontSettings, pointerRead, shell] = await Promise.all([
    settings.get(STOREFRONTS[route.storefront].iso, route.language),
    readServedPointer(config, request.log, {
      canaryId: request.cookies[CANARY_COOKIE],
      storefront: route.storefront,
    }),
    readShellAssets(config.shellDir),
  ]);
  const boot: BootData = {
    remotes: { remotes: pointerRead.pointer.remotes },
    settings: storefrontSettings,
    routeRules,
    country: countryFrom(request, config.countryHeader),
    thirdParty: config.thirdParty,
  };
  return { boot, shell, canary: { canary: pointerRead.canary, newCanaryId: pointerRead.newCanaryId } };
}
