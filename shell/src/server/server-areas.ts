import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaModule, RemoteName } from '@storefront/shared-contracts';
import { changedEntries, importAreaModule, type ActiveRemotes } from '../federation/area-loader';
import { serverEntryUrl, setReleasesDir } from './releases-runtime-plugin';

let registered: ActiveRemotes = {};

/**
 * Points the server's federation runtime at the active release of every remote (read per request, so a
 * pointer change takes effect without a restart). Only changed remotes are re-registered; a re-registered
 * remote's old module is dropped by the runtime and the next load evaluates the new version.
 */
export function activateReleases(releasesDir: string, remotes: ActiveRemotes): void {
  setReleasesDir(releasesDir);
  const changed = changedEntries(registered, remotes, (remote) => serverEntryUrl(remote.entry));
  registered = remotes;
  if (changed.length > 0) registerRemotes(changed, { force: true });
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

/** The server build of an area's module, from the registered release. */
export function loadServerArea(name: RemoteName): Promise<AreaModule> {
  return importAreaModule(name, registered[name]);
}
