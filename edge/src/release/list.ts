import type { RemoteName } from '@storefront/shared-contracts';
import { readPointer } from './pointer-file';
import type { ReleaseContext } from './release-context';
import { publishedVersions, readBuildInfo, releaseDirOf } from './release-dir';

export interface ListedVersion {
  version: string;
  builtAt: string | null;
  contractVersion: string | null;
  active: boolean;
  /** Position in the rollback history: 1 = the next rollback target. */
  rollbackRank: number | null;
}

/** Published versions of a remote, oldest build first. */
export async function listVersions(ctx: ReleaseContext, name: RemoteName): Promise<ListedVersion[]> {
  const [versions, { pointer }] = await Promise.all([
    publishedVersions(ctx.releasesDir, name),
    readPointer(ctx.releasesDir),
  ]);
  const active = pointer.remotes[name]?.version;
  const history = pointer.history[name] ?? [];
  const listed = await Promise.all(
    versions.map(async (version): Promise<ListedVersion> => {
      const info = await readBuildInfo(releaseDirOf(ctx.releasesDir, name, version), name).catch(() => null);
      const index = history.lastIndexOf(version);
      return {
        version,
        builtAt: info?.builtAt ?? null,
        contractVersion: info?.contractVersion ?? null,
        active: version === active,
        rollbackRank: index >= 0 ? history.length - index : null,
      };
    }),
  );
  return listed.sort((a, b) => (a.builtAt ?? '').localeCompare(b.builtAt ?? '') || a.version.localeCompare(b.version));
}

export function formatVersionList(name: RemoteName, versions: readonly ListedVersion[]): string {
  if (versions.length === 0) return `${name}: no published versions`;
  const lines = versions.map((v) => {
    const marks = [v.active ? 'active' : null, v.rollbackRank ? `rollback #${v.rollbackRank}` : null].filter(Boolean);
    const details = [`built ${v.builtAt ?? '?'}`, `contract ${v.contractVersion ?? '?'}`, ...marks].join(', ');
    return `${v.active ? '*' : ' '} ${v.version}  (${details})`;
  });
  return [`${name}:`, ...lines].join('\n');
}
