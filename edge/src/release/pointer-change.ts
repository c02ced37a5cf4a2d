import { userInfo } from 'node:os';
import type { RemoteName, RemotesPointer } from '@storefront/shared-contracts';
import { readPointer, writePointer } from './pointer-file';
import { withPointerLock } from './pointer-lock';
import { appendReleaseLog, type ReleaseLogEntry } from './release-log';
import { ReleaseError } from './release-error';
import { nowIso, type ReleaseContext } from './release-context';

/** Who changes the pointer: `RELEASE_ACTOR`, else the OS user. */
export function releaseActor(ctx: ReleaseContext): string {
  if (ctx.actor) return ctx.actor;
  try {
    return userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Everything the pointer says about one area; two reads that give the same string saw the same state. */
export function areaState(pointer: RemotesPointer, name: RemoteName): string {
  return JSON.stringify({
    active: pointer.remotes[name]?.version ?? null,
    canary: pointer.canary?.[name] ?? null,
    disabled: pointer.disabled?.[name] ?? null,
  });
}

export async function readPointerForWrite(ctx: ReleaseContext): Promise<RemotesPointer> {
  const read = await readPointer(ctx.releasesDir);
  // Never overwrite a pointer we cannot read: it may hold other remotes' state.
  if (read.status === 'invalid') {
    throw new ReleaseError(`releases/remotes.json is invalid (${read.problem}); fix or remove it first`);
  }
  return read.pointer;
}

export interface PointerChange<T> {
  /** The pointer this command planned against (read before its checks). */
  planned: RemotesPointer;
  /** Builds the new pointer from the current one (called under the lock) and what to log and return. */
  apply: (current: RemotesPointer) => {
    pointer: RemotesPointer | null;
    log: Omit<ReleaseLogEntry, 'at' | 'actor' | 'area' | 'reason'> | null;
    result: T;
  };
}

/**
 * Compare-and-write of one area under the pointer lock: the pointer is re-read under the lock, and if the
 * area changed since the command planned (another release of the same area landed meanwhile), nothing is
 * written and the command is refused. Changes to other areas are kept (they are in the re-read pointer), so
 * concurrent releases of different areas all land. The change is appended to the release log.
 */
export async function changeArea<T>(ctx: ReleaseContext, name: RemoteName, change: PointerChange<T>): Promise<T> {
  return withPointerLock(ctx.releasesDir, async () => {
    const current = await readPointerForWrite(ctx);
    if (areaState(current, name) !== areaState(change.planned, name)) {
      throw new ReleaseError(
        `${name} was changed by another release command while this one ran ` +
          `(planned against ${describeArea(change.planned, name)}, now ${describeArea(current, name)}); ` +
          `nothing was written: check \`release status\` and run it again if still wanted`,
      );
    }
    const { pointer, log, result } = change.apply(current);
    if (pointer) {
      const at = nowIso(ctx);
      await writePointer(ctx.releasesDir, { ...pointer, updatedAt: at });
      if (log)
        await appendReleaseLog(ctx.releasesDir, {
          at,
          actor: releaseActor(ctx),
          area: name,
          reason: ctx.reason ?? null,
          ...log,
        });
    }
    return result;
  });
}

function describeArea(pointer: RemotesPointer, name: RemoteName): string {
  const parts = [`active ${pointer.remotes[name]?.version ?? 'none'}`];
  const canary = pointer.canary?.[name];
  if (canary) parts.push(`canary ${canary.version} ${canary.percent}%`);
  if (pointer.disabled?.[name]) parts.push('disabled');
  return parts.join(', ');
}
