import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  buildPath,
  sharedActions,
  sharedSelectors,
  type Panel,
  type StorefrontCode,
  useEventBus,
  useStorefrontSelector,
  useStorefrontDispatch,
} from '@storefront/shared-contracts';
import { Link, UiIcon } from '@storefront/shared-ui';
import { useChatAvailable } from './chat-launcher';
import { CHAT_DRAWER_ID, DRAWER_IDS } from './drawer-ids';
import { Badge, HiddenLabel, Label, PanelButton } from './header-buttons';
import { useHydrated } from './native-drawer';
import { NavLinks } from './nav-links';
import { VisitorCartCount } from './visitor-cart-count';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  a,
  button {
    color: ${({ theme }) => theme.colors.onBrand};
  }
  /* Sticky (page-helpers), so the page scrolls under it: above the content (product cards and images are
     positioned, and later in the page, so they would paint over it), below drawers and toasts. */
  position: relative;
  z-index: 10;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(3)}`};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    gap: ${({ theme }) => theme.space(4)};
  }
`;

/* On a phone the brand takes what the four buttons leave, on two lines if it must. */
const Logo = styled(Link)`
  flex: 1;
  min-width: 0;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  font-weight: 800;
  font-size: 1.1rem;
  line-height: 1.15;
  text-decoration: none;
  overflow-wrap: anywhere;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    flex: none;
    font-size: 1.25rem;
    white-space: nowrap;
  }
`;

/*
 * The main menu takes what the brand and the buttons leave (min-width 0: it never pushes them off the screen).
 * Where a language's words do not fit on one line (Dutch and French from 1200 px, where the buttons get their
 * labels), the links wrap onto a second line inside the header instead of widening the page.
 */
const Navbar = styled.nav`
  flex: 1 1 auto;
  min-width: 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space(2)};
    row-gap: 0;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    text-decoration: none;
    font-weight: 600;
    white-space: nowrap;
  }
  @media (max-width: calc(${({ theme }) => theme.breakpoints.lg} - 0.02px)) {
    display: none;
  }
`;

const Tools = styled.div`
  flex: none;
  display: flex;
  gap: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/* Below 360 px five buttons would leave the brand some 70 px, breaking its words: the menu drawer holds the chat. */
const ChatButton = styled(PanelButton)`
  @media (max-width: 359.98px) {
    display: none;
  }
`;

const MenuButton = styled(PanelButton)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

/**
 * Spec 2.4: header and navbar, the buttons of the account, cart, menu and search drawers, and the chat's
 * (while mf_support is deployed). The chat's button sits here, not floating over the page: a fixed button at a
 * corner lay over table prices, wishlist hearts and order totals at every width as the page scrolled under it.
 */
export function Header({ storefront }: { storefront: StorefrontCode }) {
  const intl = useIntl();
  const dispatch = useStorefrontDispatch();
  const cart = useStorefrontSelector((state) => sharedSelectors.selectCartSummary(state));
  const panels = useStorefrontSelector((state) => sharedSelectors.selectPanels(state));
  const bus = useEventBus();
  const chatAvailable = useChatAvailable();
  const hydrated = useHydrated();
  /*
   * The platform opens the drawer (a popover) until React has the page, then React does (`NativeDrawer`): a tap
   * answers in the next frame even while the shop's JavaScript is still on its way, and without it. Expanded or
   * not is the platform's to tell until then (React's value would be a stale `false`).
   */
  const drawerButton = (panel: Panel) => ({
    type: 'button' as const,
    'data-testid': `header-${panel}-button`,
    popoverTarget: DRAWER_IDS[panel],
    'aria-expanded': hydrated ? panels[panel] : undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      dispatch(sharedActions.panelToggled(panel));
    },
  });
  return (
    <Bar data-testid="header" data-sticky="" data-sticky-top="0">
      <Inner>
        <Logo to={buildPath('index', storefront)}>
          <FormattedMessage id="shell.brand" />
        </Logo>
        <Navbar aria-label={intl.formatMessage({ id: 'shell.nav.label' })} data-testid="navbar">
          <NavLinks storefront={storefront} testId="main-menu" />
        </Navbar>
        <Tools>
          {chatAvailable ? (
            <ChatButton
              type="button"
              data-testid="chat-launcher"
              aria-haspopup="dialog"
              popoverTarget={CHAT_DRAWER_ID}
              onClick={(event) => {
                event.preventDefault();
                bus.emit('support:open-chat', {});
              }}
            >
              <UiIcon name="chat" />
              <HiddenLabel>
                <FormattedMessage id="shell.chat.open" />
              </HiddenLabel>
            </ChatButton>
          ) : null}
          <PanelButton {...drawerButton('search')} data-preload-area="mf_catalog">
            <UiIcon name="search" />
            <Label>
              <FormattedMessage id="shell.search.button" />
            </Label>
          </PanelButton>
          <PanelButton {...drawerButton('account')}>
            <UiIcon name="account" />
            <Label>
              <FormattedMessage id="shell.account.button" />
            </Label>
          </PanelButton>
          <PanelButton {...drawerButton('cart')} data-preload-area="mf_cart_checkout">
            <UiIcon name="cart" />
            <Label>
              <FormattedMessage
                id="shell.cart.buttonWithCount"
                values={{ count: <VisitorCartCount testId="cart-count" /> }}
              />
            </Label>
            {/* The count seen on the icon; the label above says it to screen readers ("Cart (2)"). The edge fills
                `data-visitor` counts into a page kept for every visitor (edge/src/pages/page-cache.ts). */}
            <Badge aria-hidden="true" data-visitor="cart-count">
              {cart.itemCount}
            </Badge>
          </PanelButton>
          <MenuButton {...drawerButton('menu')}>
            <UiIcon name="menu" />
            <Label>
              <FormattedMessage id="shell.menu.button" />
            </Label>
          </MenuButton>
        </Tools>
      </Inner>
    </Bar>
  );
}
