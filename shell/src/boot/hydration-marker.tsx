import { useEffect } from 'react';

/**
 * Marks `#root` once the page's own content has hydrated (or mounted): it sits beside the page inside
 * the same Suspense boundary, so its effect runs only when that boundary is live. Browser tests wait for
 * it before they interact with server-rendered markup.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', 'true');
  }, []);
  return null;
}
