import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  BUILD_FILES,
  STOREFRONTS,
  type BootData,
  type ResolvedRoute,
  type RouteRule,
} from '@storefront/shared-contracts';
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

const shellByDir = new Map<string, { signature: string; assets: ShellAssets | null }>();

/** What changes whenever one of the shell's two build files does (a rebuild writes new files). */
function shellSignature(shellDir: string): string {
  return [BUILD_FILES.entryAssets, BUILD_FILES.chunkGroups]
    .map((name) => {
      const stat = statSync(path.join(shellDir, name), { throwIfNoEntry: false });
      return stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}` : '-';
    })
    .join('|');
}

/**
 * The shell's assets, read and parsed again only when one of its build files changed (a `stat` each per page:
 * reading and parsing them per page was a tenth of a kept page's CPU). The same object while they
 * stay the same, so the page cache's key digests it once.
 */
async function shellAssetsOf(shellDir: string): Promise<ShellAssets | null> {
  let signature: string | null;
  try {
    signature = shellSignature(shellDir);
  } catch {
    signature = null;
  }
  const known = shellByDir.get(shellDir);
  if (signature !== null && known?.signature === signature) return known.assets;
  const assets = await readShellAssets(shellDir);
  if (signature === null) shellByDir.delete(shellDir);
  else shellByDir.set(shellDir, { signature, assets });
  return assets;
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
    shellAssetsOf(config.shellDir),
  ]);
  const boot: BootData = {
    remotes: { remotes: pointerRead.pointer.remotes },
    settings: storefrontSettings,
    routeRules,
    country: countryFrom(request, config.countryHeader),
    thirdParty: config.thirdParty,
    ...(Object.keys(pointerRead.canary).length > 0 ? { canary: pointerRead.canary } : {}),
  };
  return { boot, shell, canary: { canary: pointerRead.canary, newCanaryId: pointerRead.newCanaryId } };
}
