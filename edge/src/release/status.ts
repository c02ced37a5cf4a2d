import type { RemoteName } from '@storefront/shared-contracts';
import { readPointer } from './pointer-file';
import type { ReleaseContext } from './release-context';
import { readReleaseLog, type ReleaseLogEntry } from './release-log';
import { REMOTE_NAMES } from './remote-names';

export interface AreaStatus {
  area: RemoteName;
  active: string | null;
  canary: { version: string; percent: number; storefront: string | null } | null;
  disabled: { since: string; reason: string | null } | null;
  lastChange: ReleaseLogEntry | null;
  /** Rollback targets, newest first. */
  history: string[];
}

/** Every area the route table knows (remotes added later included), with what the pointer and the log say. */
export async function releaseStatus(ctx: ReleaseContext) {
  const [read, log] = await Promise.all([readPointer(ctx.releasesDir), readReleaseLog(ctx.releasesDir)]);
  const { pointer } = read;
  const areas = REMOTE_NAMES.map((area): AreaStatus => {
    const canary = pointer.canary?.[area];
    const disabled = pointer.disabled?.[area];
    return {
      area,
      active: pointer.remotes[area]?.version ?? null,
      canary: canary
        ? { version: canary.version, percent: canary.percent, storefront: canary.storefront ?? null }
        : null,
      disabled: disabled ? { since: disabled.since, reason: disabled.reason ?? null } : null,
      lastChange: log.findLast((e) => e.area === area) ?? null,
      history: [...(pointer.history[area] ?? [])].reverse(),
    };
  });
  return { pointerStatus: read.status, problem: read.problem ?? null, updatedAt: pointer.updatedAt, areas };
}

export function formatStatus(status: Awaited<ReturnType<typeof releaseStatus>>): string {
  const lines = [
    status.pointerStatus === 'ok'
      ? `releases/remotes.json updated ${status.updatedAt}`
      : `releases/remotes.json is ${status.pointerStatus}${status.problem ? `: ${status.problem}` : ''}`,
  ];
  for (const a of status.areas) {
    lines.push('', `${a.area}${a.disabled ? '  [DISABLED]' : ''}`);
    lines.push(`  active:   ${a.active ?? 'none'}`);
    if (a.canary)
      lines.push(
        `  canary:   ${a.canary.version} to ${a.canary.percent}%${a.canary.storefront ? ` of storefront ${a.canary.storefront}` : ''}`,
      );
    if (a.disabled)
      lines.push(`  disabled: since ${a.disabled.since}${a.disabled.reason ? ` (${a.disabled.reason})` : ''}`);
    const c = a.lastChange;
    lines.push(
      c
        ? `  last:     ${c.at} ${c.action} ${c.from ?? '-'} -> ${c.to ?? '-'} by ${c.actor}${c.reason ? ` (${c.reason})` : ''}`
        : '  last:     no recorded change',
    );
    lines.push(`  history:  ${a.history.length > 0 ? a.history.join(', ') : 'none'}`);
  }
  return lines.join('\n');
}
