import { useStorefrontSelector } from '@storefront/shared-contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from '@storefront/shared-ui';
import type { StorefrontCode } from '@storefront/shared-contracts';
import { regionTitleId, suggestedRegion } from '../consent/regions';

const ChangeRegionModal = lazy(() => import(/* webpackChunkName: "change-region" */ '../consent/change-region-modal'));

interface Props {
  storefront: StorefrontCode;
  /**
   * Draws the button from the region's title and the dialog's title (the topbar wraps it in a tooltip,
   * the menu drawer shows both).
   */
  renderButton: (props: { regionTitle: string; changeTitle: string; open: () => void }) => ReactNode;
}

/**
 * The region on screen and the change-region modal it opens: in the topbar on a desktop, in the menu
 * drawer on a phone. Focus goes back to the button when the modal closes (`ShellDialog`).
 */
export function RegionSwitch({ storefront, renderButton }: Props) {
  const intl = useIntl();
  // Only what it shows: a panel opened while the page hydrates must not re-render it.
  const regionId = useStorefrontSelector((state) => state.shared.regionId);
  const country = useStorefrontSelector((state) => state.shared.country);
  const cookies = useStorefrontSelector((state) => state.shared.consent.cookies);
  const [changing, setChanging] = useState(false);
  const region = suggestedRegion(storefront, regionId, country);
  const open = () => setChanging(true);
  const close = () => setChanging(false);
  return (
    <>
      {renderButton({
        regionTitle: intl.formatMessage({ id: regionTitleId(region.id) }),
        changeTitle: intl.formatMessage({ id: 'shell.region.title' }),
        open,
      })}
      {changing ? (
        <Suspense fallback={null}>
          <ChangeRegionModal region={region} cookies={cookies} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
