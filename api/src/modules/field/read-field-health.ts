import type { Queryable } from '../../db/database';
import { p75Of, type VitalName } from './histogram';
import { fieldRepository } from './repository';

/** One area release's health on one canary side over a window. */
export interface AreaReleaseHealth {
  area: string;
  version: string;
  side: 'stable' | 'canary';
  views: number;
  errors: number;
  fallbacks: number;
  /** Errors per page view (null without views). */
  errorRate: number | null;
  /** Fallbacks per page view (null without views). */
  fallbackRate: number | null;
  /** 75th percentiles (LCP and INP in ms, CLS unitless) and how many measurements each rests on. */
  p75: Record<VitalName, number | null>;
  samples: Record<VitalName, number>;
}

const VITALS: readonly VitalName[] = ['LCP', 'INP', 'CLS'];
const rate = (n: number, views: number) => (views > 0 ? Math.round((n / views) * 10_000) / 10_000 : null);

/**
 * Per area, release version and canary side: views, error and fallback rates and p75 Web Vitals over the last
 * `minutes` minutes, on one storefront or all. What a canary is compared with its stable side on.
 */
export async function readFieldHealth(
  db: Queryable,
  { minutes, storefront = null }: { minutes: number; storefront?: string | null },
): Promise<AreaReleaseHealth[]> {
  const [counts, vitals] = await Promise.all([
    fieldRepository.countsSince(db, minutes, storefront),
    fieldRepository.vitalsSince(db, minutes, storefront),
  ]);
  const byKey = new Map<
    string,
    { health: AreaReleaseHealth; buckets: Record<VitalName, { bucket: number; count: number }[]> }
  >();
  const entryOf = (row: { area: string; version: string; side: 'stable' | 'canary' }) => {
    const key = `${row.area}|${row.version}|${row.side}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        health: {
          area: row.area,
          version: row.version,
          side: row.side,
          views: 0,
          errors: 0,
          fallbacks: 0,
          errorRate: null,
          fallbackRate: null,
          p75: { LCP: null, INP: null, CLS: null },
          samples: { LCP: 0, INP: 0, CLS: 0 },
        },
        buckets: { LCP: [], INP: [], CLS: [] },
      };
      byKey.set(key, entry);
    }
    return entry;
  };
  for (const row of counts) {
    const { health } = entryOf(row);
    if (row.kind === 'view') health.views += row.count;
    else if (row.kind === 'error') health.errors += row.count;
    else health.fallbacks += row.count;
  }
  for (const row of vitals) {
    const entry = entryOf(row);
    entry.buckets[row.metric].push({ bucket: row.bucket, count: row.count });
    entry.health.samples[row.metric] += row.count;
  }
  return [...byKey.values()]
    .map(({ health, buckets }) => ({
      ...health,
      errorRate: rate(health.errors, health.views),
      fallbackRate: rate(health.fallbacks, health.views),
      p75: Object.fromEntries(VITALS.map((name) => [name, p75Of(name, buckets[name])])) as AreaReleaseHealth['p75'],
    }))
    .sort((a, b) => a.area.localeCompare(b.area) || a.version.localeCompare(b.version) || a.side.localeCompare(b.side));
}
