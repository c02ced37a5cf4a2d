import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { buildPath, sharedActions, type StorefrontCode, useStorefrontDispatch } from '@storefront/shared-contracts';
import { useNavigate } from '@storefront/shared-ui';

/* min-width 0 and the field's width 0: the row never widens the drawer (a field's own width is some 20 characters). */
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  label {
    flex: 1 0 100%;
    font-weight: 700;
  }
  input {
    flex: 1 1 auto;
    width: 0;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(3)};
    font: inherit;
    color: inherit;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/**
 * The search field of the menu drawer: a GET form to the search page (`/search?q=`, `/de/suche?q=`), so it searches
 * before the shop's JavaScript has run and without it; once React has the page, the page opens in place.
 */
export function MenuSearchForm({ storefront }: { storefront: StorefrontCode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useStorefrontDispatch();
  const action = buildPath('search', storefront);
  return (
    <Form
      role="search"
      action={action}
      method="get"
      data-testid="menu-search-form"
      onSubmit={(event) => {
        event.preventDefault();
        const keyword = new FormData(event.currentTarget).get('q');
        dispatch(sharedActions.panelClosed('menu'));
        navigate(`${action}?${new URLSearchParams({ q: typeof keyword === 'string' ? keyword.trim() : '' })}`);
      }}
    >
      <label htmlFor="menu-search-q">{intl.formatMessage({ id: 'shell.search.field' })}</label>
      <input id="menu-search-q" type="search" name="q" required enterKeyHint="search" data-testid="menu-search-input" />
      <button type="submit" data-testid="menu-search-submit">
        {intl.formatMessage({ id: 'shell.search.submit' })}
      </button>
    </Form>
  );
}
