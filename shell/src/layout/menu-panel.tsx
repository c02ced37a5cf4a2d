import { FormattedMessage } from '@storefront/shared-ui';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { sharedActions, type StorefrontCode } from '@storefront/shared-contracts';
import { NavLinks } from './nav-links';

const Menu = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    font-size: 1.1rem;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
  button {
    font: inherit;
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    color: inherit;
    cursor: pointer;
  }
`;

/** The mobile menu: the main menu, and the search and account drawers (which open over it). */
export function MenuPanel({ storefront, label }: { storefront: StorefrontCode; label: string }) {
  const dispatch = useDispatch();
  return (
    <Menu aria-label={label}>
      <NavLinks storefront={storefront} testId="mobile-menu" />
      <div>
        <button type="button" data-testid="menu-search" onClick={() => dispatch(sharedActions.panelOpened('search'))}>
          <FormattedMessage id="shell.search.button" />
        </button>
        <button type="button" data-testid="menu-account" onClick={() => dispatch(sharedActions.panelOpened('account'))}>
          <FormattedMessage id="shell.account.button" />
        </button>
      </div>
    </Menu>
  );
}
