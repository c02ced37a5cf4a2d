import { useState, type ReactNode } from 'react';
import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  PANELS,
  sharedActions,
  sharedSelectors,
  type Panel,
  type StorefrontCode,
  useStorefrontSelector,
  useStorefrontDispatch,
} from '@storefront/shared-contracts';
import { HydrateLater } from '../ui/hydrate-later';
import { DRAWER_AREAS, DRAWER_IDS } from './drawer-ids';
import { AccountFallback, CartFallback, DrawerContent, SearchDrawerContent } from './drawer-fallbacks';
import { MenuPanel } from './menu-panel';
import { NativeDrawer } from './native-drawer';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: 20;
`;

interface DrawerSpec {
  panel: Panel;
  titleId: string;
  /** What it holds: server-rendered, so it works before (and without) the shop's JavaScript. */
  content: (open: boolean, storefront: StorefrontCode, navLabel: string) => ReactNode;
}

/**
 * Spec 2.4: the Account, Cart, Menu and Search drawers; each toggles on its own, all closed at start. Each is a
 * `NativeDrawer`: the platform opens it from its header button before the shop's JavaScript runs (and without it),
 * with content of the shell's that works there; the areas' content takes its place once React has the page.
 */
const DRAWERS: DrawerSpec[] = [
  {
    panel: 'account',
    titleId: 'shell.account.title',
    content: (open, storefront) => (
      <DrawerContent
        open={open}
        area={DRAWER_AREAS[DRAWER_IDS.account]}
        fallback={<AccountFallback storefront={storefront} />}
      />
    ),
  },
  {
    panel: 'cart',
    titleId: 'shell.cart.title',
    content: (open, storefront) => (
      <DrawerContent
        open={open}
        area={DRAWER_AREAS[DRAWER_IDS.cart]}
        fallback={<CartFallback storefront={storefront} />}
      />
    ),
  },
  {
    panel: 'search',
    titleId: 'shell.search.title',
    content: (open, storefront) => <SearchDrawerContent open={open} storefront={storefront} />,
  },
  {
    panel: 'menu',
    titleId: 'shell.menu.title',
    content: (_open, storefront, navLabel) => <MenuPanel storefront={storefront} label={navLabel} />,
  },
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
  const shared = useStorefrontSelector((state) => state.shared);
  const anyOpen = useStorefrontSelector((state) => sharedSelectors.selectAnyPanelOpen(state));
  const layers = useOpeningOrder(shared.panels);
  const navLabel = intl.formatMessage({ id: 'shell.nav.label' });
  return (
    <>
      {anyOpen ? (
        <Overlay data-testid="panel-overlay" onClick={() => dispatch(sharedActions.allPanelsClosed())} />
      ) : null}
      {DRAWERS.map(({ panel, titleId, content }) => (
        <NativeDrawer
          key={panel}
          id={DRAWER_IDS[panel]}
          open={shared.panels[panel]}
          title={intl.formatMessage({ id: titleId })}
          closeLabel={intl.formatMessage({ id: 'shell.panel.close' })}
          onOpen={() => dispatch(sharedActions.panelOpened(panel))}
          onClose={() => dispatch(sharedActions.panelClosed(panel))}
          testId={`${panel}-panel`}
          layer={layers[panel]}
        >
          <HydrateLater>{content(shared.panels[panel], shared.storefront, navLabel)}</HydrateLater>
        </NativeDrawer>
      ))}
    </>
  );
}
