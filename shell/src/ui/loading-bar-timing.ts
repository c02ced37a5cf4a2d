/** Spec 9 page-loading indicator: its timings and height, read by the loader and by the lazily loaded bar. */
export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;
