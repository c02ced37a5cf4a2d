import { useStorefrontSelector } from '@storefront/shared-contracts';
import type { Region, StorefrontCode } from '@storefront/shared-contracts';
import { suggestedRegion } from '../consent/regions';

/**
 * The entry gate while the visitor has not entered (spec 2.4), with the region to preselect. It reads only
 * the three values it needs: the frame re-renders on none of the shared state's other changes (opening a
 * drawer, the cart count), which would otherwise re-render a page still hydrating and make React give up
 * its server markup (error #421).
 */
export function useGate(storefront: StorefrontCode): { region: Region } | null {
  const entered = useStorefrontSelector((state) => state.shared.consent.entered);
  const regionId = useStorefrontSelector((state) => state.shared.regionId);
  const country = useStorefrontSelector((state) => state.shared.country);
  if (entered) return null;
  return { region: suggestedRegion(storefront, regionId, country) };
}
