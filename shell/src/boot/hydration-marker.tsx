import { useEffect } from 'react';
import { releaseEarlyClicks } from './early-clicks';
import { bootMark } from './marks';

/**
 * Marks `#root` once the page's own content has hydrated (or mounted): it sits beside the page inside
 * the same Suspense boundary, so its effect runs only when that boundary is live. Browser tests wait for
 * it before they interact with server-rendered markup. Clicks held until then are replayed now.
 */
export function HydrationMarker() {
  useEffect(() => {
    bootMark('sf:hydrated');
    document.getElementById('root')?.setAttribute('data-hydrated', 'true');
    releaseEarlyClicks();
  }, []);
  return null;
}
