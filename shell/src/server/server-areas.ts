import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaModule, RemoteName } from '@storefront/shared-contracts';
import { importAreaModule, type ActiveRemotes } from '../federation/area-loader';
import { serverEntryUrl, setReleasesDir } from './releases-runtime-plugin';

let registered: ActiveRemotes = {};
/** The server entry each remote name is registered with in the federation runtime now. */
const registeredEntry = new Map<RemoteName, string>();
/** Loaded area modules per server entry (a release is immutable): a canary and the stable side coexist. */
const modules = new Map<string, Promise<AreaModule>>();
/** Per remote, the last load queued: registering an entry and loading it never interleave with another's. */
const queues = new Map<RemoteName, Promise<unknown>>();

/**
 * Points the server's federation runtime at the releases folder and makes `remotes` (this request's pointer,
 * read per request, so a pointer change takes effect without a restart) the default for loadServerArea.
 */
export function activateReleases(releasesDir: string, remotes: ActiveRemotes): void {
  setReleasesDir(releasesDir);
  registered = remotes;
}

export class AreaTimeoutError extends Error {}

/**
 * One page's time for its area: loading it, prefetching its data and rendering it share the budget (it
 * starts when the page starts), so a slow remote holds a page for the budget at most, not per step.
 */
export interface Deadline {
  readonly budgetMs: number;
  /** Milliseconds left (0 once it has passed). */
  remaining(): number;
  /** `promise`, or a rejection with an AreaTimeoutError once the deadline passes (at once if it has). */
  race<T>(promise: Promise<T>, what: string): Promise<T>;
}

export function createDeadline(budgetMs: number, now: () => number = Date.now): Deadline {
  const at = now() + budgetMs;
  const remaining = () => Math.max(0, at - now());
  return {
    budgetMs,
    remaining,
    race: (promise, what) =>
      raceTimer(promise, remaining(), `${what} did not finish within the area budget of ${budgetMs} ms`),
  };
}

/** Rejects when `promise` takes longer than `ms`. */
export function withBudget<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return raceTimer(promise, ms, `${what} took longer than ${ms} ms`);
}

function raceTimer<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AreaTimeoutError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The server build of an area's module, from the release this request is served (`remotes`: the edge's pointer
 * for this visitor, so a canary and the active version can be rendered side by side). Each release's module is
 * loaded once and kept (releases are immutable); registering a remote's entry and loading it are queued per
 * remote, so concurrent requests for two versions never load one under the other's registration.
 */
export function loadServerArea(name: RemoteName, remotes: ActiveRemotes = registered): Promise<AreaModule> {
  const remote = remotes[name];
  if (!remote) return importAreaModule(name, undefined);
  const entry = serverEntryUrl(remote.entry);
  const cached = modules.get(entry);
  if (cached) return cached;
  const previous = queues.get(name) ?? Promise.resolve();
  const loading = previous
    .catch(() => undefined)
    .then(() => {
      if (registeredEntry.get(name) !== entry) {
        registerRemotes([{ name, entry }], { force: true });
        registeredEntry.set(name, entry);
      }
      return importAreaModule(name, remote);
    });
  queues.set(name, loading);
  modules.set(entry, loading);
  // A failed load is forgotten, so a retry (a repaired release, a later request) can succeed.
  loading.catch(() => modules.delete(entry));
  return loading;
}

/** What warmAreas loaded and what failed to load (those pages fall back, as they would have anyway). */
export interface WarmResult {
  loaded: RemoteName[];
  failed: RemoteName[];
}

/**
 * Loads every active area's server module ahead of the first page (an edge start), so the first shopper's
 * page is not the one that pays for it and misses its area budget. A failure is only reported: the page
 * of that area falls back as it would have, and its next request tries the load again.
 */
export async function warmAreas(releasesDir: string, remotes: ActiveRemotes): Promise<WarmResult> {
  activateReleases(releasesDir, remotes);
  const names = Object.keys(remotes) as RemoteName[];
  const settled = await Promise.allSettled(names.map((name) => loadServerArea(name, remotes)));
  return {
    loaded: names.filter((_, i) => settled[i]?.status === 'fulfilled'),
    failed: names.filter((_, i) => settled[i]?.status === 'rejected'),
  };
}
