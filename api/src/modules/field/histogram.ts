/**
 * Web Vitals are kept as counts in fixed log-scale buckets, 20 per decade (each about 12 % wider than the one
 * before), so per-minute rows can be summed over any window and a percentile read from the sum. Bucket `b` holds
 * values in (10^((b-1)/20), 10^(b/20)]; bucket 0 holds everything up to 1. LCP and INP are bucketed in
 * milliseconds, CLS in thousandths.
 */
export const BUCKETS_PER_DECADE = 20;
/** 10^(120/20) = 10^6: 1,000 s of LCP or a CLS of 1,000; anything above falls in the last bucket. */
export const LAST_BUCKET = 120;

export type VitalName = 'LCP' | 'INP' | 'CLS';

const scaleOf = (name: VitalName) => (name === 'CLS' ? 1000 : 1);

export function bucketOf(name: VitalName, value: number): number {
  const scaled = value * scaleOf(name);
  if (!(scaled > 1)) return 0;
  // The epsilon keeps an exact bound (1000 ms) in its own bucket despite floating point.
  const bucket = Math.ceil(BUCKETS_PER_DECADE * Math.log10(scaled) - 1e-9);
  return Math.min(bucket, LAST_BUCKET);
}

/** The upper bound of a bucket, in the metric's own unit. */
export function upperBoundOf(name: VitalName, bucket: number): number {
  const bound = 10 ** (bucket / BUCKETS_PER_DECADE) / scaleOf(name);
  return name === 'CLS' ? Math.round(bound * 10_000) / 10_000 : Math.round(bound);
}

/**
 * The 75th percentile of bucket counts, as the upper bound of the bucket holding it (so "p75 LCP 2,512 ms"
 * reads as "three in four views painted within 2,512 ms"); null without any count.
 */
export function p75Of(name: VitalName, counts: ReadonlyArray<{ bucket: number; count: number }>): number | null {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const c of [...counts].sort((a, b) => a.bucket - b.bucket)) {
    seen += c.count;
    if (seen >= rank) return upperBoundOf(name, c.bucket);
  }
  return null;
}
