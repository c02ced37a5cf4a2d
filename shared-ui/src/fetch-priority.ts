/**
 * `fetchpriority="high"` for the LCP image. React 18 does not know the camel-cased `fetchPriority` prop
 * (it warns and its types lack it), so the lower-case HTML attribute is spread in as-is.
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;
