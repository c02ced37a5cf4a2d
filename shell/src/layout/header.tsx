import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { buildPath, sharedActions, sharedSelectors, type StorefrontCode, type StorefrontState } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  a, button { color: #fff; }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  flex-wrap: wrap;
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
`;

const Nav = styled.nav`
  flex: 1;
  ul { display: flex; gap: ${({ theme }) => theme.space(4)}; list-style: none; margin: 0; padding: 0; }
  a { text-decoration: none; font-weight: 600; }
`;

const CartButton = styled.button`
  font: inherit;
  font-weight: 600;
  background: transparent;
  border: 2px solid #fff;
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  cursor: pointer;
`;

export function Header({ storefront }: { storefront: StorefrontCode }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const cart = useSelector((state: StorefrontState) => sharedSelectors.selectCartSummary(state));
  return (
    <Bar data-testid="header">
      <Inner>
        <Logo to={buildPath('index', storefront)}>
          <FormattedMessage id="shell.brand" />
        </Logo>
        <Nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
          <ul>
            <li>
              <Link to={buildPath('collections', storefront)}>
                <FormattedMessage id="shell.nav.collections" />
              </Link>
            </li>
            <li>
              <Link to={buildPath('discount-codes', storefront)}>
                <FormattedMessage id="shell.nav.deals" />
              </Link>
            </li>
            <li>
              <Link to={buildPath('blog', storefront)}>
                <FormattedMessage id="shell.nav.blog" />
              </Link>
            </li>
            <li>
              <Link to={buildPath('contact', storefront)}>
                <FormattedMessage id="shell.nav.support" />
              </Link>
            </li>
          </ul>
        </Nav>
        <CartButton type="button" data-testid="header-search-button" data-preload-area="mf_catalog" onClick={() => dispatch(sharedActions.panelToggled('search'))}>
          <FormattedMessage id="shell.search.button" />
        </CartButton>
        <CartButton type="button" data-testid="header-cart-button" data-preload-area="mf_cart_checkout" onClick={() => dispatch(sharedActions.panelToggled('cart'))}>
          <FormattedMessage id="shell.cart.button" /> (<span data-testid="cart-count">{cart.itemCount}</span>)
        </CartButton>
      </Inner>
    </Bar>
  );
}
