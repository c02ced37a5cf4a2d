import { useEffect } from 'react';
import { releaseEarlyAdds } from './early-adds';
import { releaseEarlyClicks } from './early-clicks';
import { releaseEarlyInputs } from './early-inputs';
import { bootMark } from './marks';
import { markPageHydrated } from './page-hydrated';

/**
 * Marks `#root` once the page's own content has hydrated (or mounted): it sits beside the page inside
 * the same Suspense boundary, so its effect runs only when that boundary is live. Browser tests wait for
 * it before they interact with server-rendered markup. What the shopper typed before is given back to the
 * hydrated fields, then the clicks held until now are replayed, and the counts of adds sent meanwhile applied.
 */
export function HydrationMarker() {
  useEffect(() => {
    bootMark('sf:hydrated');
    document.getElementById('root')?.setAttribute('data-hydrated', 'true');
    releaseEarlyInputs();
    releaseEarlyClicks();
    releaseEarlyAdds();
    markPageHydrated();
  }, []);
  return null;
}
