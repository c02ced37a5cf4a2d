import type { RemoteName } from '@storefront/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import { abortCanary } from '../release/activate';
import { readPointer } from '../release/pointer-file';
import type { ReleaseContext } from '../release/release-context';
import { ReleaseError } from '../release/release-error';
import type { AreaReleaseHealth, FieldHealthSource } from './field-health';
import { judgeCanary, type CanaryThresholds, type CanaryVerdict } from './judge-canary';

/** The release log's actor of every abort this controller makes. */
export const AUTOMATIC_ACTOR = 'automatic';

export interface CanaryControllerOptions {
  /** Where the release command works: the pointer is read and changed there, under its lock. */
  release: Pick<ReleaseContext, 'rootDir' | 'releasesDir' | 'shellDir' | 'now'>;
  source: FieldHealthSource;
  thresholds: CanaryThresholds;
  /** The longest window judged; a younger canary is judged on the minutes since it started. */
  windowMinutes: number;
  log: FastifyBaseLogger;
}

/** What one check decided for one canary (tests read it; the log says the same). */
export interface CanaryDecision extends Pick<CanaryVerdict, 'verdict' | 'reason'> {
  area: RemoteName;
  version: string;
  /** True when this check ended the canary (another edge's abort or a human's leaves it false). */
  aborted: boolean;
}

export interface CanaryController {
  /** Judges every running canary once; overlapping calls share one check. */
  check(): Promise<CanaryDecision[]>;
  /** Checks every `everyMs` until the returned function is called. */
  start(everyMs: number): () => void;
}

/**
 * The minutes judged: every per-minute aggregate from the canary's starting minute to the current one, capped at
 * the window. Counted in whole clock minutes, not elapsed time: 20 s after a start at 12:00:50 the views of 12:00
 * count too (the api's window is "the last N minutes, the current one included").
 */
export function minutesOf(since: string, now: Date, windowMinutes: number): number {
  const started = Date.parse(since);
  if (!Number.isFinite(started) || started >= now.getTime()) return 1;
  const minutes = Math.floor(now.getTime() / 60_000) - Math.floor(started / 60_000) + 1;
  return Math.max(1, Math.min(windowMinutes, minutes));
}

const find = (rows: AreaReleaseHealth[], area: string, version: string | undefined, side: 'stable' | 'canary') =>
  version === undefined ? undefined : rows.find((r) => r.area === area && r.version === version && r.side === side);

/**
 * The automatic canary analysis: while the release pointer names a canary for an area, compares what shoppers'
 * browsers measured on its canary side with the stable side of the same area (and storefront, for a canary
 * limited to one), and ends a clearly worse canary through `release abort`'s own code path: the same checks,
 * the same pointer lock and compare-and-write, the same release-log entry, with the actor `automatic` and the
 * figures as the reason. Several edges run it at once: the first abort lands, the others find no canary (or
 * find the area changed under the lock) and write nothing.
 */
export function createCanaryController(options: CanaryControllerOptions): CanaryController {
  const { release, source, thresholds, windowMinutes, log } = options;
  let inFlight: Promise<CanaryDecision[]> | undefined;
  let failing = false;

  async function abort(area: RemoteName, version: string, reason: string): Promise<boolean> {
    try {
      const result = await abortCanary({ ...release, actor: AUTOMATIC_ACTOR, reason }, area, version);
      log.warn({ canaryAnalysis: { area, version, decision: 'abort' } }, `canary analysis: ${result} (${reason})`);
      return true;
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      // Another edge (or a person) ended or changed this canary first: nothing more to do here.
      log.info(
        { canaryAnalysis: { area, version, decision: 'abort-skipped' } },
        `canary analysis: ${area} canary ${version} not aborted here: ${error.message}`,
      );
      return false;
    }
  }

  async function run(): Promise<CanaryDecision[]> {
    const read = await readPointer(release.releasesDir);
    if (read.status !== 'ok') return [];
    const pointer = read.pointer;
    const canaries = Object.entries(pointer.canary ?? {}) as [
      RemoteName,
      NonNullable<typeof pointer.canary>[RemoteName],
    ][];
    const decisions: CanaryDecision[] = [];
    const now = release.now ? release.now() : new Date();
    // One read per window and storefront, shared by the areas that ask the same.
    const reads = new Map<string, Promise<AreaReleaseHealth[]>>();
    for (const [area, canary] of canaries) {
      if (!canary) continue;
      // A disabled area shows its fallback on both sides: nothing to compare.
      if (pointer.disabled?.[area]) continue;
      const minutes = minutesOf(canary.since, now, windowMinutes);
      const storefront = canary.storefront ?? null;
      const key = `${minutes}|${storefront ?? ''}`;
      let rows = reads.get(key);
      if (!rows) {
        rows = source.read({ minutes, storefront });
        reads.set(key, rows);
      }
      const health = await rows;
      const stableVersion = pointer.remotes[area]?.version;
      const judged = judgeCanary(
        find(health, area, canary.version, 'canary'),
        find(health, area, stableVersion, 'stable'),
        thresholds,
      );
      const fields = {
        canaryAnalysis: {
          area,
          version: canary.version,
          stable: stableVersion ?? null,
          minutes,
          storefront,
          decision: judged.verdict,
        },
      };
      let aborted = false;
      if (judged.verdict === 'abort') {
        log.warn(
          fields,
          `canary analysis: ${area} canary ${canary.version} is worse than ${stableVersion}: ${judged.reason}`,
        );
        aborted = await abort(area, canary.version, judged.reason);
      } else {
        log.info(
          fields,
          `canary analysis: ${area} canary ${canary.version} left running (${judged.verdict}: ${judged.reason})`,
        );
      }
      decisions.push({ area, version: canary.version, verdict: judged.verdict, reason: judged.reason, aborted });
    }
    return decisions;
  }

  async function guarded(): Promise<CanaryDecision[]> {
    try {
      const decisions = await run();
      if (failing) log.info('canary analysis: runs again');
      failing = false;
      return decisions;
    } catch (error) {
      // One line per outage, not one per poll: canaries are then left as they are.
      if (!failing)
        log.warn({ err: error }, 'canary analysis failed (field health unavailable?); canaries are left as they are');
      failing = true;
      return [];
    }
  }

  const check = () => {
    inFlight ??= guarded().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  return {
    check,
    start(everyMs) {
      const timer = setInterval(() => void check(), everyMs);
      timer.unref();
      void check();
      return () => clearInterval(timer);
    },
  };
}
