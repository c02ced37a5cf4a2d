import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  PANELS,
  sharedActions,
  sharedSelectors,
  type Panel,
  type RemoteName,
  type SlotId,
  useStorefrontSelector,
  useStorefrontDispatch,
} from '@storefront/shared-contracts';
import { Drawer } from '@storefront/shared-ui';
import { AreaSlot } from '../areas/area-slot';
import { useShellRuntime } from '../areas/shell-runtime';
import { MENU_DRAWER_ID, MenuPanel } from './menu-panel';
import { NativeDrawer } from './native-drawer';

// Drawer contents render only when a drawer opens: their code arrives then.
const GuestAccountPanel = lazy(() =>
  import(/* webpackChunkName: "account-panel" */ './account-panel').then((m) => ({ default: m.GuestAccountPanel })),
);

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: 20;
`;

interface PanelSpec {
  panel: Panel;
  titleId: string;
  /** The area and slot that fill the drawer, when that area is deployed. */
  area?: { name: RemoteName; slot: SlotId };
  /** What the shell shows itself (the account drawer until the account area exists). */
  own?: () => ReactNode;
}

/**
 * Spec 2.4: the Account, Cart, Menu and Search drawers; each toggles on its own, all closed at start. The menu is
 * not among these: the platform opens it before the shop's JavaScript runs (`NativeDrawer`).
 */
const DRAWERS: PanelSpec[] = [
  {
    panel: 'account',
    titleId: 'shell.account.title',
    area: { name: 'mf_account', slot: 'panel:account' },
    own: () => <GuestAccountPanel />,
  },
  { panel: 'cart', titleId: 'shell.cart.title', area: { name: 'mf_cart_checkout', slot: 'panel:cart' } },
  { panel: 'search', titleId: 'shell.search.title', area: { name: 'mf_catalog', slot: 'panel:search' } },
];

/** Each panel's place in the order the open ones were opened in (0 = first); the last lies on top. */
function useOpeningOrder(panels: Record<Panel, boolean>): Record<Panel, number> {
  const [order, setOrder] = useState<Panel[]>([]);
  const open = PANELS.filter((p) => panels[p]);
  const next = [...order.filter((p) => panels[p]), ...open.filter((p) => !order.includes(p))];
  // Derived from the previous render's order (React's "adjusting state when a prop changes"): set only on change.
  if (next.length !== order.length || next.some((p, i) => p !== order[i])) setOrder(next);
  return Object.fromEntries(PANELS.map((p) => [p, Math.max(0, next.indexOf(p))])) as Record<Panel, number>;
}

/** The side panels' frame and overlay; their content comes from the areas that own them. */
export function Panels() {
  const intl = useIntl();
  const dispatch = useStorefrontDispatch();
  const runtime = useShellRuntime();
  const shared = useStorefrontSelector((state) => state.shared);
  const anyOpen = useStorefrontSelector((state) => sharedSelectors.selectAnyPanelOpen(state));
  const layers = useOpeningOrder(shared.panels);
  return (
    <>
      {anyOpen ? (
        <Overlay data-testid="panel-overlay" onClick={() => dispatch(sharedActions.allPanelsClosed())} />
      ) : null}
      {DRAWERS.map(({ panel, titleId, area, own }) => (
        <Drawer
          key={panel}
          open={shared.panels[panel]}
          title={intl.formatMessage({ id: titleId })}
          closeLabel={intl.formatMessage({ id: 'shell.panel.close' })}
          onClose={() => dispatch(sharedActions.panelClosed(panel))}
          testId={`${panel}-panel`}
          layer={layers[panel]}
        >
          {area && runtime.loader.isActive(area.name) ? (
            <AreaSlot area={area.name} slot={area.slot} />
          ) : (
            <Suspense fallback={null}>{own?.()}</Suspense>
          )}
        </Drawer>
      ))}
      <NativeDrawer
        id={MENU_DRAWER_ID}
        open={shared.panels.menu}
        title={intl.formatMessage({ id: 'shell.menu.title' })}
        closeLabel={intl.formatMessage({ id: 'shell.panel.close' })}
        onOpen={() => dispatch(sharedActions.panelOpened('menu'))}
        onClose={() => dispatch(sharedActions.panelClosed('menu'))}
        testId="menu-panel"
        layer={layers.menu}
      >
        <MenuPanel storefront={shared.storefront} label={intl.formatMessage({ id: 'shell.nav.label' })} />
      </NativeDrawer>
    </>
  );
}
