import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from '@storefront/shared-ui';
import { useSelector } from 'react-redux';
import type { StorefrontCode, StorefrontState } from '@storefront/shared-contracts';
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
 * drawer on a phone. Focus goes back to the button when the modal closes.
 */
export function RegionSwitch({ storefront, renderButton }: Props) {
  const intl = useIntl();
  const shared = useSelector((state: StorefrontState) => state.shared);
  const [changing, setChanging] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const region = suggestedRegion(storefront, shared.regionId, shared.country);
  const open = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChanging(true);
  };
  const close = () => setChanging(false);
  // Once the dialog has left the page (the rest of it is no longer inert), focus goes back to the opener.
  useEffect(() => {
    if (changing || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [changing]);
  return (
    <>
      {renderButton({
        regionTitle: intl.formatMessage({ id: regionTitleId(region.id) }),
        changeTitle: intl.formatMessage({ id: 'shell.region.title' }),
        open,
      })}
      {changing ? (
        <Suspense fallback={null}>
          <ChangeRegionModal region={region} cookies={shared.consent.cookies} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
