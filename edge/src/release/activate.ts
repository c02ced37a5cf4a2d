import path from 'node:path';
import { CONTRACT_VERSION, isContractCompatible, STOREFRONTS, type RemoteName } from '@storefront/shared-contracts';
import { readIntegrity } from './integrity';
import { changeArea, readPointerForWrite } from './pointer-change';
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
        `but shared-contracts is at ${CONTRACT_VERSION} (another major, or a newer minor this shell does not fill)`,
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
  // The entry's hash recorded at publish: the browser loads the entry with it (SRI); the entry holds its chunks'.
  const integrity = (await readIntegrity(dir))?.files[entryFile];
  return {
    version,
    entry: `/releases/${name}/${version}/${entryFile}`,
    contractVersion: info.contractVersion,
    ...(integrity ? { integrity } : {}),
  };
}

function withoutVersion(list: readonly string[], version: string): string[] {
  return list.filter((v) => v !== version);
}

/** Points `remotes.json` at a published version; the version it replaces goes to history. */
export async function activateRemote(ctx: ReleaseContext, name: RemoteName, version: string): Promise<ActivateResult> {
  const planned = await readPointerForWrite(ctx);
  const entry = await pointerEntryFor(ctx, name, version);
  return changeArea<ActivateResult>(ctx, name, {
    planned,
    apply: (pointer) => {
      const current = pointer.remotes[name];
      if (current?.version === version) {
        // Already active, but pointed at before hashes were recorded: it gains the entry's hash (nothing else moves).
        const gainsIntegrity = entry.integrity !== undefined && current.integrity !== entry.integrity;
        return {
          pointer: gainsIntegrity ? { ...pointer, remotes: { ...pointer.remotes, [name]: entry } } : null,
          log: null,
          result: { name, version, previous: version, changed: false },
        };
      }
      let history = withoutVersion(pointer.history[name] ?? [], version);
      if (current) history = [...withoutVersion(history, current.version), current.version];
      const canary = pointer.canary?.[name]?.version === version ? withoutArea(pointer.canary, name) : pointer.canary;
      return {
        pointer: {
          ...pointer,
          remotes: { ...pointer.remotes, [name]: entry },
          history: { ...pointer.history, [name]: history.slice(-HISTORY_LIMIT) },
          canary,
        },
        log: { action: 'activate', from: current?.version ?? null, to: version },
        result: { name, version, previous: current?.version ?? null, changed: true },
      };
    },
  });
}

/** Re-activates the newest version in history; the version rolled back from is not kept in history. */
export async function rollbackRemote(ctx: ReleaseContext, name: RemoteName): Promise<ActivateResult> {
  const planned = await readPointerForWrite(ctx);
  const history = planned.history[name] ?? [];
  const previous = history[history.length - 1];
  if (!previous) throw new ReleaseError(`${name} has no previous version to roll back to`);
  const entry = await pointerEntryFor(ctx, name, previous);
  return changeArea<ActivateResult>(ctx, name, {
    planned,
    apply: (pointer) => {
      const from = pointer.remotes[name]?.version ?? null;
      return {
        pointer: {
          ...pointer,
          remotes: { ...pointer.remotes, [name]: entry },
          history: { ...pointer.history, [name]: history.slice(0, -1) },
        },
        log: { action: 'rollback', from, to: previous },
        result: { name, version: previous, previous: from, changed: true },
      };
    },
  });
}

function withoutArea<T>(record: Partial<Record<RemoteName, T>> | undefined, name: RemoteName) {
  if (!record) return undefined;
  const { [name]: _removed, ...rest } = record;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

export interface CanaryOptions {
  percent: number;
  storefront?: string;
}

/** Serves `version` to `percent` % of visitors (optionally of one storefront) beside the active version. */
export async function startCanary(ctx: ReleaseContext, name: RemoteName, version: string, options: CanaryOptions) {
  if (!Number.isInteger(options.percent) || options.percent < 1 || options.percent > 100)
    throw new ReleaseError('--percent must be a whole number from 1 to 100');
  if (options.storefront && !(options.storefront in STOREFRONTS))
    throw new ReleaseError(
      `Unknown storefront "${options.storefront}". Known storefronts: ${Object.keys(STOREFRONTS).join(', ')}`,
    );
  const planned = await readPointerForWrite(ctx);
  const active = planned.remotes[name];
  if (!active) throw new ReleaseError(`${name} has no active version to run a canary beside; activate one first`);
  if (active.version === version) throw new ReleaseError(`${name} ${version} is already the active version`);
  const entry = await pointerEntryFor(ctx, name, version);
  return changeArea<string>(ctx, name, {
    planned,
    apply: (pointer) => {
      const from = pointer.canary?.[name]?.version ?? null;
      const canary = {
        ...entry,
        percent: options.percent,
        ...(options.storefront ? { storefront: options.storefront } : {}),
        since: nowIso(ctx),
      };
      return {
        pointer: { ...pointer, canary: { ...pointer.canary, [name]: canary } },
        log: {
          action: 'canary' as const,
          from,
          to: version,
          percent: options.percent,
          ...(options.storefront ? { storefront: options.storefront } : {}),
        },
        result: `${name} canary ${version} serves ${options.percent}% of visitors${
          options.storefront ? ` on storefront ${options.storefront}` : ''
        } (active stays ${active.version})`,
      };
    },
  });
}

/** Makes the canary the active version for everyone (the replaced version goes to history). */
export async function promoteCanary(ctx: ReleaseContext, name: RemoteName): Promise<ActivateResult> {
  const planned = await readPointerForWrite(ctx);
  const canary = planned.canary?.[name];
  if (!canary) throw new ReleaseError(`${name} has no canary to promote`);
  const entry = await pointerEntryFor(ctx, name, canary.version);
  return changeArea<ActivateResult>(ctx, name, {
    planned,
    apply: (pointer) => {
      const current = pointer.remotes[name];
      let history = withoutVersion(pointer.history[name] ?? [], canary.version);
      if (current) history = [...withoutVersion(history, current.version), current.version];
      return {
        pointer: {
          ...pointer,
          remotes: { ...pointer.remotes, [name]: entry },
          history: { ...pointer.history, [name]: history.slice(-HISTORY_LIMIT) },
          canary: withoutArea(pointer.canary, name),
        },
        log: { action: 'promote', from: current?.version ?? null, to: canary.version },
        result: { name, version: canary.version, previous: current?.version ?? null, changed: true },
      };
    },
  });
}

/**
 * Ends the canary: every visitor gets the active version again. `expectedVersion` (the automatic canary analysis):
 * only that canary is ended, never one started after it was judged.
 */
export async function abortCanary(ctx: ReleaseContext, name: RemoteName, expectedVersion?: string): Promise<string> {
  const planned = await readPointerForWrite(ctx);
  const canary = planned.canary?.[name];
  if (!canary) throw new ReleaseError(`${name} has no canary to abort`);
  if (expectedVersion !== undefined && canary.version !== expectedVersion)
    throw new ReleaseError(`${name} canary is now ${canary.version}, not ${expectedVersion}; nothing was aborted`);
  return changeArea<string>(ctx, name, {
    planned,
    apply: (pointer) => ({
      pointer: { ...pointer, canary: withoutArea(pointer.canary, name) },
      log: { action: 'abort', from: canary.version, to: null },
      result: `${name} canary ${canary.version} aborted; everyone gets ${pointer.remotes[name]?.version ?? 'nothing'}`,
    }),
  });
}

/** The kill switch: the edge serves the area as unavailable (its fallback) at once; `enable` undoes it. */
export async function setDisabled(ctx: ReleaseContext, name: RemoteName, disabled: boolean): Promise<string> {
  const planned = await readPointerForWrite(ctx);
  return changeArea<string>(ctx, name, {
    planned,
    apply: (pointer) => {
      const was = Boolean(pointer.disabled?.[name]);
      const active = pointer.remotes[name]?.version ?? null;
      if (was === disabled)
        return { pointer: null, log: null, result: `${name} is already ${disabled ? 'disabled' : 'enabled'}` };
      const next = disabled
        ? { ...pointer.disabled, [name]: { since: nowIso(ctx), ...(ctx.reason ? { reason: ctx.reason } : {}) } }
        : withoutArea(pointer.disabled, name);
      return {
        pointer: { ...pointer, disabled: next },
        log: { action: disabled ? 'disable' : 'enable', from: active, to: active },
        result: disabled
          ? `${name} is disabled: every page shows its fallback until \`release enable ${name}\``
          : `${name} is enabled again (${active ?? 'no active version'})`,
      };
    },
  });
}
