import type { AreaReleaseHealth } from './field-health';

/** How the canary is judged (CANARY_* in the edge's config; docs/edge.md "Automatic canary analysis"). */
export interface CanaryThresholds {
  /** Both sides need this many page views (and INP measurements, for INP) before anything is judged. */
  minViews: number;
  /** A rate is worse when the canary's exceeds the stable side's by more than this many percentage points ... */
  marginPoints: number;
  /** ... and is more than this many times the stable side's (both must hold). */
  ratio: number;
  /** p75 INP is worse when the canary's exceeds the stable side's by more than this (ms), and by `ratio` times. */
  inpMarginMs: number;
}

export const DEFAULT_CANARY_THRESHOLDS: CanaryThresholds = {
  minViews: 30,
  marginPoints: 2,
  ratio: 2,
  inpMarginMs: 200,
};

export type CanaryVerdict =
  | { verdict: 'abort'; reason: string }
  | { verdict: 'healthy'; reason: string }
  | { verdict: 'too-few-samples'; reason: string };

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The sample sizes behind a comparison, for the reason: "over 312 views (stable 4000)". */
const over = (canary: number, stable: number, unit: string) => `over ${canary} ${unit} (stable ${stable})`;

/**
 * Compares a canary with the stable side of the same area over the same window. Rates are per page view:
 * errors (uncaught errors and rejections) and fallbacks (the area shown as unavailable). p75 INP counts only
 * once both sides have `minViews` INP measurements. Worse means beyond the margin AND the ratio, so neither a
 * tiny stable rate (0.1% vs 0.3%) nor a small absolute difference on a high base ends a canary.
 */
export function judgeCanary(
  canary: AreaReleaseHealth | undefined,
  stable: AreaReleaseHealth | undefined,
  thresholds: CanaryThresholds,
): CanaryVerdict {
  const canaryViews = canary?.views ?? 0;
  const stableViews = stable?.views ?? 0;
  if (!canary || !stable || canaryViews < thresholds.minViews || stableViews < thresholds.minViews) {
    return {
      verdict: 'too-few-samples',
      reason: `${canaryViews} canary and ${stableViews} stable views, ${thresholds.minViews} needed on each side`,
    };
  }
  const worse: string[] = [];
  const compared: string[] = [];
  const margin = thresholds.marginPoints / 100;
  for (const [label, count] of [
    ['error rate', 'errors'],
    ['fallback rate', 'fallbacks'],
  ] as const) {
    const canaryRate = canary[count] / canaryViews;
    const stableRate = stable[count] / stableViews;
    const figures = `${label} ${percent(canaryRate)} vs ${percent(stableRate)}`;
    compared.push(figures);
    if (canaryRate > stableRate + margin && canaryRate > stableRate * thresholds.ratio)
      worse.push(`${figures} ${over(canaryViews, stableViews, 'views')}`);
  }
  const canaryInp = canary.p75.INP;
  const stableInp = stable.p75.INP;
  if (
    canaryInp !== null &&
    stableInp !== null &&
    canary.samples.INP >= thresholds.minViews &&
    stable.samples.INP >= thresholds.minViews
  ) {
    const figures = `p75 INP ${Math.round(canaryInp)} ms vs ${Math.round(stableInp)} ms`;
    compared.push(figures);
    if (canaryInp > stableInp + thresholds.inpMarginMs && canaryInp > stableInp * thresholds.ratio)
      worse.push(`${figures} ${over(canary.samples.INP, stable.samples.INP, 'measurements')}`);
  }
  if (worse.length > 0) return { verdict: 'abort', reason: `automatic: ${worse.join('; ')}` };
  return { verdict: 'healthy', reason: `${compared.join(', ')} ${over(canaryViews, stableViews, 'views')}` };
}
