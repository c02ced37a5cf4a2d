import path from 'node:path';
import {
  CONTRACT_VERSION,
  isContractCompatible,
  type RemoteName,
  type RemotesPointer,
} from '@storefront/shared-contracts';
import { readPointer, writePointer } from './pointer-file';
import { ReleaseError } from './release-error';
import { nowIso, type ReleaseContext } from './release-context';
import { exists, readBuildInfo, releaseDirOf, remoteEntryFileOf } from './release-dir';
import { singletonMismatches } from './shared-singletons';

/** Older versions beyond this are dropped from a remote's history (their folders stay). */
export const HISTORY_LIMIT = 20;

export interface ActivateResult {
  name: RemoteName;
  version: string;
  previous: string | null;
  /** False when the version was already active. */
  changed: boolean;
}

async function readPointerForWrite(ctx: ReleaseContext): Promise<RemotesPointer> {
  const read = await readPointer(ctx.releasesDir);
  // Never overwrite a pointer we cannot read: it may hold other remotes' state.
  if (read.status === 'invalid') {
    throw new ReleaseError(`releases/remotes.json is invalid (${read.problem}); fix or remove it first`);
  }
  return read.pointer;
}

/** Checks that a published version can be served, and returns its pointer entry. */
async function pointerEntryFor(ctx: ReleaseContext, name: RemoteName, version: string) {
  const dir = releaseDirOf(ctx.releasesDir, name, version);
  if (!(await exists(dir))) {
    throw new ReleaseError(`${name} has no published version "${version}"; see \`release list ${name}\``);
  }
  const info = await readBuildInfo(dir, name);
  if (!isContractCompatible(info.contractVersion, CONTRACT_VERSION)) {
    throw new ReleaseError(
      `Refusing ${name} ${version}: built against contract ${info.contractVersion}, ` +
        `but shared-contracts is at ${CONTRACT_VERSION} (another major)`,
    );
  }
  const mismatches = await singletonMismatches(dir, ctx.shellDir);
  if (mismatches && mismatches.length > 0) {
    throw new ReleaseError(
      `Refusing ${name} ${version}: built against ${mismatches.join(', ')}; rebuild it against the shell's versions`,
    );
  }
  const entryFile = await remoteEntryFileOf(dir);
  if (!(await exists(path.join(dir, entryFile)))) throw new ReleaseError(`${name} ${version} has no ${entryFile}`);
  return { version, entry: `/releases/${name}/${version}/${entryFile}`, contractVersion: info.contractVersion };
}

function withoutVersion(list: readonly string[], version: string): string[] {
  return list.filter((v) => v !== version);
}

/** Points `remotes.json` at a published version; the version it replaces goes to history. */
export async function activateRemote(ctx: ReleaseContext, name: RemoteName, version: string): Promise<ActivateResult> {
  const entry = await pointerEntryFor(ctx, name, version);
  const pointer = await readPointerForWrite(ctx);
  const current = pointer.remotes[name];
  if (current?.version === version) return { name, version, previous: version, changed: false };

  let history = withoutVersion(pointer.history[name] ?? [], version);
  if (current) history = [...withoutVersion(history, current.version), current.version];
  await writePointer(ctx.releasesDir, {
    remotes: { ...pointer.remotes, [name]: entry },
    history: { ...pointer.history, [name]: history.slice(-HISTORY_LIMIT) },
    updatedAt: nowIso(ctx),
  });
  return { name, version, previous: current?.version ?? null, changed: true };
}

/** Re-activates the newest version in history; the version rolled back from is not kept in history. */
export async function rollbackRemote(ctx: ReleaseContext, name: RemoteName): Promise<ActivateResult> {
  const pointer = await readPointerForWrite(ctx);
  const history = pointer.history[name] ?? [];
  const previous = history[history.length - 1];
  if (!previous) throw new ReleaseError(`${name} has no previous version to roll back to`);
  const entry = await pointerEntryFor(ctx, name, previous);
  await writePointer(ctx.releasesDir, {
    remotes: { ...pointer.remotes, [name]: entry },
    history: { ...pointer.history, [name]: history.slice(0, -1) },
    updatedAt: nowIso(ctx),
  });
  return { name, version: previous, previous: pointer.remotes[name]?.version ?? null, changed: true };
}
