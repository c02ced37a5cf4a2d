import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { sharedActions, sharedSelectors, type StorefrontState } from '@storefront/shared-contracts';
import { Drawer } from '@storefront/shared-ui';
import { AreaSlot } from '../areas/area-slot';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: 20;
`;

/** The side panels' frame; their content comes from the areas that own them. */
export function Panels() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const panels = useSelector((state: StorefrontState) => sharedSelectors.selectPanels(state));
  const anyOpen = useSelector((state: StorefrontState) => sharedSelectors.selectAnyPanelOpen(state));
  const closeCart = useCallback(() => dispatch(sharedActions.panelClosed('cart')), [dispatch]);
  return (
    <>
      {anyOpen ? <Overlay data-testid="panel-overlay" onClick={() => dispatch(sharedActions.allPanelsClosed())} /> : null}
      <Drawer
        open={panels.cart}
        title={intl.formatMessage({ id: 'shell.cart.title' })}
        closeLabel={intl.formatMessage({ id: 'shell.panel.close' })}
        onClose={closeCart}
        testId="cart-panel"
      >
        <AreaSlot area="mf_cart_checkout" slot="panel:cart" />
      </Drawer>
    </>
  );
}
