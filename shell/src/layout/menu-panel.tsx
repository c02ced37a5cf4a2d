import { FormattedMessage, UiIcon } from '@storefront/shared-ui';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { sharedActions, type StorefrontCode, useEventBus, useStorefrontDispatch } from '@storefront/shared-contracts';
import { useChatAvailable } from './chat-launcher';
import { ColourModeSwitch } from './colour-mode-switch';
import { CHAT_DRAWER_ID, DRAWER_IDS } from './drawer-ids';
import { MenuSearchForm } from './menu-search-form';
import { NavLinks } from './nav-links';
import { RegionSwitch } from './region-switch';

const Menu = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  nav ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    font-size: 1.1rem;
  }
  nav a {
    display: flex;
    align-items: center;
    min-height: 48px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
    font-weight: 600;
  }
  button {
    font: inherit;
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(3)};
    color: inherit;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/* Region and colour mode: the topbar's settings, which a phone has no room for there. */
const Settings = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(4)};
  legend {
    font-weight: 700;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  [data-testid='menu-change-region'] {
    justify-content: space-between;
    width: 100%;
    span:first-child {
      font-weight: 700;
    }
  }
`;

/**
 * The mobile menu: the main menu, the search, account and chat drawers (which open over it, before the shop's
 * JavaScript too), and on a phone the
 * region and the colour mode (the topbar shows them on a desktop). The chat is here for the narrowest phones
 * (below 360 px), where the header has no room for its button beside the brand.
 */
export function MenuPanel({ storefront, label }: { storefront: StorefrontCode; label: string }) {
  const dispatch = useStorefrontDispatch();
  const bus = useEventBus();
  const chatAvailable = useChatAvailable();
  /*
   * As the header's buttons: the platform opens the drawer over the menu until React has the page (a tap answers
   * in the next frame, and without JavaScript), then React does.
   */
  const drawerOpener = (panel: 'search' | 'account') => ({
    popoverTarget: DRAWER_IDS[panel],
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      dispatch(sharedActions.panelOpened(panel));
    },
  });
  return (
    <Menu>
      <nav aria-label={label}>
        <NavLinks storefront={storefront} testId="mobile-menu" />
      </nav>
      <MenuSearchForm storefront={storefront} />
      <Row>
        <button type="button" data-testid="menu-search" {...drawerOpener('search')}>
          <UiIcon name="search" size={20} />
          <FormattedMessage id="shell.search.button" />
        </button>
        <button type="button" data-testid="menu-account" {...drawerOpener('account')}>
          <UiIcon name="account" size={20} />
          <FormattedMessage id="shell.account.button" />
        </button>
        {chatAvailable ? (
          <button
            type="button"
            data-testid="menu-chat"
            popoverTarget={CHAT_DRAWER_ID}
            onClick={(event) => {
              event.preventDefault();
              bus.emit('support:open-chat', {});
            }}
          >
            <UiIcon name="chat" size={20} />
            <FormattedMessage id="shell.chat.title" />
          </button>
        ) : null}
      </Row>
      <Settings data-testid="menu-settings">
        <RegionSwitch
          storefront={storefront}
          renderButton={({ regionTitle, changeTitle, open }) => (
            <button type="button" onClick={open} data-testid="menu-change-region">
              <span>{changeTitle}</span> <span>{regionTitle}</span>
            </button>
          )}
        />
        <ColourModeSwitch name="colour-mode-menu" testId="menu-colour-mode" showLegend />
      </Settings>
    </Menu>
  );
}
