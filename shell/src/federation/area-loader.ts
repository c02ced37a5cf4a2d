import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  AREA_EXPOSE,
  isContractCompatible,
  REMOTES_POINTER_URL,
  type AreaModule,
  type AreaSetupContext,
  type RemoteName,
  type RemotesPointer,
} from '@storefront/shared-contracts';
import { rememberEntryIntegrity } from './entry-integrity';

export class AreaUnavailableError extends Error {
  constructor(
    readonly area: RemoteName,
    reason: string,
  ) {
    super(`Area ${area} is unavailable: ${reason}`);
    this.name = 'AreaUnavailableError';
  }
}

export type ActiveRemotes = RemotesPointer['remotes'];
type ActiveRemote = NonNullable<ActiveRemotes[RemoteName]>;

const isText = (value: unknown) => typeof value === 'string' && value.length > 0;

/** The active remotes of a `remotes.json` body, or null when it is not one (checked without zod). */
export function activeRemotesOf(pointer: unknown): ActiveRemotes | null {
  if (typeof pointer !== 'object' || pointer === null) return null;
  const remotes = (pointer as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return null;
  const valid = Object.values(remotes).every(
    (r: Partial<ActiveRemote> | null) =>
      typeof r === 'object' && r !== null && isText(r.version) && isText(r.entry) && isText(r.contractVersion),
  );
  return valid ? (remotes as ActiveRemotes) : null;
}

/** The remotes whose entry (as `entryOf` gives it) is new or differs from the registered one. */
export function changedEntries(
  previous: ActiveRemotes,
  next: ActiveRemotes,
  entryOf: (remote: ActiveRemote) => string,
) {
  return (Object.entries(next) as [RemoteName, ActiveRemote][])
    .filter(([name, remote]) => !previous[name] || entryOf(previous[name]) !== entryOf(remote))
    .map(([name, remote]) => ({ name, entry: entryOf(remote) }));
}

/** Loads a registered remote's area module and checks it speaks our contract (browser and server). */
export async function importAreaModule(name: RemoteName, remote: ActiveRemote | undefined): Promise<AreaModule> {
  if (!remote) throw new AreaUnavailableError(name, 'no active release');
  if (!isContractCompatible(remote.contractVersion))
    throw new AreaUnavailableError(name, `built for contract ${remote.contractVersion}`);
  const module = await loadRemote<{ default: AreaModule }>(`${name}/${AREA_EXPOSE.slice(2)}`);
  const area = module?.default;
  if (!area || typeof area.messages !== 'function')
    throw new AreaUnavailableError(name, 'the remote does not expose an area module');
  if (!isContractCompatible(area.contractVersion))
    throw new AreaUnavailableError(name, `area speaks contract ${area.contractVersion}`);
  return area;
}

/**
 * Registers the active remotes with the federation runtime and loads each area module once.
 * A failed load is forgotten so that a retry (after re-reading the pointer) can succeed. The setup context may
 * come later than the loader (a promise): an area's code then downloads and runs meanwhile, and its setup waits
 * for the store (the shell makes that from the page's state as late as it can, see bootstrap.ts).
 */
export function createAreaLoader(
  initial: ActiveRemotes,
  setupContext: AreaSetupContext | PromiseLike<AreaSetupContext>,
  {
    checkBeforeLoad = () => false,
    fetchPointer = defaultFetchPointer,
  }: {
    /**
     * True once the page has hydrated: an area loaded for the first time after that (a navigation) is first
     * looked up in a fresh pointer, so a shopper whose page predates a deploy gets the new release, never the
     * old one's files (which may be gone). Before that, the page's own pointer must stand (it was rendered with it).
     */
    checkBeforeLoad?: () => boolean;
    fetchPointer?: () => Promise<unknown>;
  } = {},
) {
  let active: ActiveRemotes = {};
  const loaded = new Map<RemoteName, Promise<AreaModule>>();
  /**
   * One pointer request at a time: areas that load together (a navigation's) share it. Once answered it is not reused:
   * an area loaded at idle read the pointer, a deploy came, and the navigation a moment later took that old answer and
   * asked the removed release for its files.
   */
  let inFlight: Promise<void> | null = null;

  function syncPointer(): Promise<void> {
    if (inFlight) return inFlight;
    const promise = fetchPointer()
      .then(
        (pointer) => {
          const remotes = activeRemotesOf(pointer);
          if (remotes) register(remotes);
        },
        () => undefined,
      )
      .finally(() => {
        if (inFlight === promise) inFlight = null;
      });
    inFlight = promise;
    return promise;
  }

  /**
   * Registers the remotes whose entry is new or changed. A changed entry replaces the old registration
   * (force), which also drops the runtime's caches of the old entry; unchanged remotes keep theirs, so
   * an area already running is never torn down by a retry elsewhere.
   */
  function register(remotes: ActiveRemotes) {
    const changed = changedEntries(active, remotes, (remote) => remote.entry);
    for (const remote of Object.values(remotes)) if (remote) rememberEntryIntegrity(remote.entry, remote.integrity);
    active = remotes;
    if (changed.length > 0) registerRemotes(changed, { force: true });
  }

  async function importArea(name: RemoteName): Promise<AreaModule> {
    const [area, context] = await Promise.all([importAreaModule(name, active[name]), setupContext]);
    area.setup?.(context);
    return area;
  }

  function load(name: RemoteName): Promise<AreaModule> {
    let promise = loaded.get(name);
    if (!promise) {
      promise = checkBeforeLoad() ? syncPointer().then(() => importArea(name)) : importArea(name);
      loaded.set(name, promise);
      promise.catch(() => loaded.delete(name));
    }
    return promise;
  }

  register(initial);

  return {
    load,
    isActive(name: RemoteName): boolean {
      return Boolean(active[name]);
    },
    /**
     * Loads an area the shopper is heading for (its entry, its area chunk, its setup), so the click finds
     * it ready. Loading beats the runtime's preloadRemote here: remotes are registered by entry, without
     * the manifest snapshots preloadRemote reads, and an area's setup is cheap.
     */
    preload(name: RemoteName) {
      if (!active[name]) return;
      load(name).catch(() => undefined);
    },
    /**
     * After a failure inside a loaded area (a lazy chunk of a release whose files are gone): re-reads the pointer
     * and, when the area moved to another release, forgets the old module so the next load takes the new one.
     * True when it moved.
     */
    async moved(name: RemoteName): Promise<boolean> {
      const before = active[name]?.entry;
      inFlight = null;
      await syncPointer();
      if (active[name]?.entry === before) return false;
      loaded.delete(name);
      return true;
    },
    /** Re-reads the release pointer (a deploy or rollback may have happened) and forgets the failed area. */
    async refresh(name: RemoteName, fetchPointerNow: () => Promise<unknown> = fetchPointer) {
      loaded.delete(name);
      inFlight = null;
      try {
        const remotes = activeRemotesOf(await fetchPointerNow());
        // Unreadable: keep the current registration; the next load reports the failure again.
        if (remotes) register(remotes);
      } catch {
        // Unreachable: the same.
      }
    },
  };
}

async function defaultFetchPointer(): Promise<unknown> {
  const response = await fetch(REMOTES_POINTER_URL, { cache: 'no-store' });
  return response.json();
}

export type AreaLoader = ReturnType<typeof createAreaLoader>;
