import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import {
  buildPath,
  sharedActions,
  sharedSelectors,
  type Panel,
  type StorefrontCode,
  type StorefrontState,
} from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';
import { NavLinks } from './nav-links';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  a,
  button {
    color: ${({ theme }) => theme.colors.onBrand};
  }
  position: relative;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
`;

const Navbar = styled.nav`
  flex: 1;
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(4)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    text-decoration: none;
    font-weight: 600;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const Spacer = styled.span`
  flex: 1;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const Tools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const PanelButton = styled.button`
  font: inherit;
  font-weight: 600;
  background: transparent;
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }
`;

const MenuButton = styled(PanelButton)`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

/** Spec 2.4: header and navbar, the buttons of the account, cart, menu and search drawers. */
export function Header({ storefront }: { storefront: StorefrontCode }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const cart = useSelector((state: StorefrontState) => sharedSelectors.selectCartSummary(state));
  const panels = useSelector((state: StorefrontState) => sharedSelectors.selectPanels(state));
  const toggle = (panel: Panel) => () => dispatch(sharedActions.panelToggled(panel));
  return (
    <Bar data-testid="header" data-sticky="" data-sticky-top="0">
      <Inner>
        <Logo to={buildPath('index', storefront)}>
          <FormattedMessage id="shell.brand" />
        </Logo>
        <Navbar aria-label={intl.formatMessage({ id: 'shell.nav.label' })} data-testid="navbar">
          <NavLinks storefront={storefront} testId="main-menu" />
        </Navbar>
        <Spacer />
        <Tools>
          <PanelButton
            type="button"
            data-testid="header-search-button"
            data-preload-area="mf_catalog"
            aria-expanded={panels.search}
            onClick={toggle('search')}
          >
            <FormattedMessage id="shell.search.button" />
          </PanelButton>
          <PanelButton
            type="button"
            data-testid="header-account-button"
            aria-expanded={panels.account}
            onClick={toggle('account')}
          >
            <FormattedMessage id="shell.account.button" />
          </PanelButton>
          <PanelButton
            type="button"
            data-testid="header-cart-button"
            data-preload-area="mf_cart_checkout"
            aria-expanded={panels.cart}
            onClick={toggle('cart')}
          >
            <FormattedMessage
              id="shell.cart.buttonWithCount"
              values={{ count: <span data-testid="cart-count">{cart.itemCount}</span> }}
            />
          </PanelButton>
          <MenuButton
            type="button"
            data-testid="header-menu-button"
            aria-expanded={panels.menu}
            onClick={toggle('menu')}
          >
            <FormattedMessage id="shell.menu.button" />
          </MenuButton>
        </Tools>
      </Inner>
    </Bar>
  );
}
