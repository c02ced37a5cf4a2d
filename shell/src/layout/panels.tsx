import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { sharedActions, sharedSelectors, type Panel, type RemoteName, type SlotId, type StorefrontState } from '@storefront/shared-contracts';
import { Drawer } from '@storefront/shared-ui';
import { AreaSlot } from '../areas/area-slot';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: 20;
`;

/** The drawers whose content an area owns: which area, which of its slots, and the drawer's title. */
const AREA_PANELS: { panel: Panel; area: RemoteName; slot: SlotId; titleId: string }[] = [
  { panel: 'cart', area: 'mf_cart_checkout', slot: 'panel:cart', titleId: 'shell.cart.title' },
  { panel: 'search', area: 'mf_catalog', slot: 'panel:search', titleId: 'shell.search.title' },
];

/** The side panels' frame; their content comes from the areas that own them. */
export function Panels() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const panels = useSelector((state: StorefrontState) => sharedSelectors.selectPanels(state));
  const anyOpen = useSelector((state: StorefrontState) => sharedSelectors.selectAnyPanelOpen(state));
  return (
    <>
      {anyOpen ? <Overlay data-testid="panel-overlay" onClick={() => dispatch(sharedActions.allPanelsClosed())} /> : null}
      {AREA_PANELS.map(({ panel, area, slot, titleId }) => (
        <Drawer
          key={panel}
          open={panels[panel]}
          title={intl.formatMessage({ id: titleId })}
          closeLabel={intl.formatMessage({ id: 'shell.panel.close' })}
          onClose={() => dispatch(sharedActions.panelClosed(panel))}
          testId={`${panel}-panel`}
        >
          <AreaSlot area={area} slot={slot} />
        </Drawer>
      ))}
    </>
  );
}
