import { useSelector } from 'react-redux';
import type { Region, StorefrontCode, StorefrontState } from '@storefront/shared-contracts';
import { suggestedRegion } from '../consent/regions';

/** The entry gate while the visitor has not entered (spec 2.4), with the region to preselect. */
export function useGate(storefront: StorefrontCode): { region: Region } | null {
  const shared = useSelector((state: StorefrontState) => state.shared);
  if (shared.consent.entered) return null;
  return { region: suggestedRegion(storefront, shared.regionId, shared.country) };
}
