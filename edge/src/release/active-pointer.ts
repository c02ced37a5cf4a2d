import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteName, RemotesPointer } from '@storefront/shared-contracts';
import type { EdgeConfig } from '../config';
import { withDevRemote } from '../dev/dev-remote';
import { readPointerCached, type PointerRead, type PointerStatus } from './pointer-file';

/** The visitor's canary id: sticky, so one visitor stays on one side of every split. */
export const CANARY_COOKIE = 'sf_canary';
export const CANARY_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
const CANARY_ID = /^[0-9a-f]{16}$/;

export type CanarySide = 'canary' | 'stable';

export interface ServedPointer extends PointerRead {
  /** Where the pointer came from: the file, the last good copy (file unreadable), or nothing at all. */
  source: 'file' | 'last-good' | 'none';
  /** Per remote with a canary that applies to this request, the side this visitor is on. */
  canary: Partial<Record<RemoteName, CanarySide>>;
  /** Set when the visitor had no canary id and a canary applies: the caller sets it as `sf_canary`. */
  newCanaryId: string | null;
}

export interface Visitor {
  /** The request's `sf_canary` cookie. */
  canaryId?: string | undefined;
  /** The storefront the page belongs to (a canary may be limited to one). */
  storefront?: string | undefined;
}

/**
 * Last pointer that parsed, per edge (keyed by its config object): what the edge keeps serving when the file
 * turns bad. In memory only: an edge that starts while the file is bad has none.
 */
const lastGood = new WeakMap<object, RemotesPointer>();
const lastComplaint = new WeakMap<object, number>();
const COMPLAIN_EVERY_MS = 5_000;

/** Which side of a `percent` split a visitor is on for one remote (a stable hash: sticky, independent per remote). */
export function canarySideOf(canaryId: string, remote: RemoteName, percent: number): CanarySide {
  const bucket = createHash('sha256').update(`${canaryId}:${remote}`).digest().readUInt32BE(0) % 100;
  return bucket < percent ? 'canary' : 'stable';
}

export function newCanaryId(): string {
  return randomBytes(8).toString('hex');
}

/**
 * What one request is served: the kill switch drops disabled areas (the shell shows their fallback and loads
 * none of their files), a canary replaces the active entry for the visitors on its side.
 */
export function resolveForVisitor(pointer: RemotesPointer, visitor: Visitor): ResolvedForVisitor {
  // Without a canary every visitor is served the same: one answer per pointer (it is shared: never changed).
  if (!pointer.canary || Object.keys(pointer.canary).length === 0) {
    let same = sameForEveryone.get(pointer);
    if (!same) {
      same = resolveNow(pointer, visitor);
      sameForEveryone.set(pointer, same);
    }
    return same;
  }
  return resolveNow(pointer, visitor);
}

interface ResolvedForVisitor {
  pointer: RemotesPointer;
  canary: Partial<Record<RemoteName, CanarySide>>;
  newCanaryId: string | null;
}

const sameForEveryone = new WeakMap<RemotesPointer, ResolvedForVisitor>();

function resolveNow(pointer: RemotesPointer, visitor: Visitor): ResolvedForVisitor {
  const remotes = { ...pointer.remotes };
  const canary: Partial<Record<RemoteName, CanarySide>> = {};
  let id = visitor.canaryId && CANARY_ID.test(visitor.canaryId) ? visitor.canaryId : null;
  let newId: string | null = null;
  for (const [name, entry] of Object.entries(pointer.canary ?? {}) as [
    RemoteName,
    NonNullable<RemotesPointer['canary']>[RemoteName],
  ][]) {
    if (!entry || !remotes[name] || pointer.disabled?.[name]) continue;
    if (entry.storefront && entry.storefront !== visitor.storefront) continue;
    if (!id) id = newId = newCanaryId();
    const side = canarySideOf(id, name, entry.percent);
    canary[name] = side;
    if (side === 'canary')
      remotes[name] = {
        version: entry.version,
        entry: entry.entry,
        contractVersion: entry.contractVersion,
        ...(entry.integrity ? { integrity: entry.integrity } : {}),
      };
  }
  for (const name of Object.keys(pointer.disabled ?? {}) as RemoteName[]) delete remotes[name];
  const served: RemotesPointer = { remotes, history: pointer.history, updatedAt: pointer.updatedAt };
  if (pointer.disabled) served.disabled = pointer.disabled;
  return { pointer: served, canary, newCanaryId: newId };
}

/** Reads the pointer file; when it is unreadable, the last good pointer this process saw (logged loudly). */
export async function readPointerWithLastGood(edge: Pick<EdgeConfig, 'releasesDir'>, log: FastifyBaseLogger) {
  const read = await readPointerCached(edge.releasesDir);
  if (read.status === 'ok') {
    lastGood.set(edge, read.pointer);
    return { ...read, source: 'file' as const };
  }
  const good = lastGood.get(edge);
  const now = Date.now();
  if (now - (lastComplaint.get(edge) ?? 0) >= COMPLAIN_EVERY_MS) {
    lastComplaint.set(edge, now);
    if (good)
      log.error(
        { pointerStatus: read.status, problem: read.problem, lastGoodUpdatedAt: good.updatedAt },
        `RELEASE POINTER BROKEN: releases/remotes.json is ${read.status}; serving the last good pointer (updated ${good.updatedAt}) until it is fixed`,
      );
    else
      log.error(
        { pointerStatus: read.status, problem: read.problem },
        `RELEASE POINTER BROKEN: releases/remotes.json is ${read.status} and there is no last good pointer; every area is served as its fallback`,
      );
  }
  if (good)
    return { pointer: good, status: read.status as PointerStatus, problem: read.problem, source: 'last-good' as const };
  return { ...read, source: 'none' as const };
}

/**
 * The release pointer one request is served: `releases/remotes.json` (or its last good copy), resolved for the
 * visitor (kill switch, canary), with the dev loop's remote when one is set.
 */
export async function readServedPointer(
  config: Pick<EdgeConfig, 'releasesDir' | 'devRemote'>,
  log: FastifyBaseLogger,
  visitor: Visitor = {},
): Promise<ServedPointer> {
  const read = await readPointerWithLastGood(config, log);
  const resolved = resolveForVisitor(read.pointer, visitor);
  const pointer = config.devRemote ? await withDevRemote(resolved.pointer, config.devRemote, log) : resolved.pointer;
  return {
    status: read.status,
    ...(read.problem ? { problem: read.problem } : {}),
    source: read.source,
    pointer,
    canary: resolved.canary,
    newCanaryId: resolved.newCanaryId,
  };
}
