import type { RemotesPointer } from '@storefront/shared-contracts';
import { readPointerCached } from './pointer-file';

type Remotes = RemotesPointer['remotes'];

/**
 * The server code of every release the pointer serves (active and canary versions), loaded once per version as
 * soon as the pointer names it, not by the first shopper's page. Loading an area's server build takes longer
 * than a page's area budget on a busy edge, so that first page fell back; for a canary that page is one of the
 * first few views the automatic analysis judges, and one fallback in a handful aborted a healthy canary.
 */
export function createReleaseWarmer(warm: (remotes: Remotes) => Promise<void>) {
  const warmed = new Set<string>();
  let running: Promise<void> = Promise.resolve();
  return {
    /** Loads what `pointer` names that was not loaded yet; resolves when it is done (never rejects). */
    see(pointer: RemotesPointer): Promise<void> {
      const remotes: Remotes = { ...pointer.remotes };
      const activeFresh = Object.values(remotes).some((r) => r && !warmed.has(r.entry));
      for (const r of Object.values(remotes)) if (r) warmed.add(r.entry);
      // A canary's entry in place of its remote's active one: the loader keeps both versions side by side.
      const canaries: Remotes = {};
      for (const [name, canary] of Object.entries(pointer.canary ?? {}) as Array<
        [keyof Remotes, Remotes[keyof Remotes]]
      >) {
        if (!canary || warmed.has(canary.entry)) continue;
        canaries[name] = canary;
        warmed.add(canary.entry);
      }
      const canaryFresh = Object.keys(canaries).length > 0;
      if (!activeFresh && !canaryFresh) return running;
      // One load at a time, in the order the pointer changed; a load that fails is the renderer's to log (the
      // area then loads with its first page), never the end of later ones.
      running = running
        .then(async () => {
          if (activeFresh) await warm(remotes);
          if (canaryFresh) await warm({ ...remotes, ...canaries });
        })
        .catch(() => undefined);
      return running;
    },
  };
}

/**
 * Follows the release pointer in `releasesDir` (a cheap stat per tick: `readPointerCached`) and warms what it
 * names. Returns the stop function.
 */
export function followReleasesToWarm(releasesDir: string, warm: (remotes: Remotes) => Promise<void>, everyMs: number) {
  const warmer = createReleaseWarmer(warm);
  const tick = async () => {
    const read = await readPointerCached(releasesDir).catch(() => null);
    if (read?.status === 'ok') await warmer.see(read.pointer);
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
