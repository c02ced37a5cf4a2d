import type { Ref } from 'react';
import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  buildPath,
  sharedActions,
  type Panel,
  type StorefrontCode,
  useStorefrontDispatch,
} from '@storefront/shared-contracts';
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
  /* As the menu's buttons look (its own rule, defined later, wins there): the search drawer has none of its own. */
  button {
    font: inherit;
    color: inherit;
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(3)};
    cursor: pointer;
  }
`;

export interface MenuSearchFormProps {
  storefront: StorefrontCode;
  /** The drawer it is in, closed as the results page opens. */
  panel?: Extract<Panel, 'menu' | 'search'>;
  /** Its ids and test ids begin with this (`menu-search`: `menu-search-q`, `menu-search-input`...). */
  name?: string;
  fieldRef?: Ref<HTMLInputElement>;
}

/**
 * The search field of the menu drawer, and of the search drawer until its area's own search has the page: a GET
 * form to the search page (`/search?q=`, `/de/suche?q=`), so it searches before the shop's JavaScript has run and
 * without it; once React has the page, the page opens in place.
 */
export function MenuSearchForm({ storefront, panel = 'menu', name = 'menu-search', fieldRef }: MenuSearchFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useStorefrontDispatch();
  const action = buildPath('search', storefront);
  return (
    <Form
      role="search"
      action={action}
      method="get"
      data-testid={`${name}-form`}
      onSubmit={(event) => {
        event.preventDefault();
        const keyword = new FormData(event.currentTarget).get('q');
        dispatch(sharedActions.panelClosed(panel));
        navigate(`${action}?${new URLSearchParams({ q: typeof keyword === 'string' ? keyword.trim() : '' })}`);
      }}
    >
      <label htmlFor={`${name}-q`}>{intl.formatMessage({ id: 'shell.search.field' })}</label>
      <input
        ref={fieldRef}
        id={`${name}-q`}
        type="search"
        name="q"
        required
        enterKeyHint="search"
        data-testid={`${name}-input`}
      />
      <button type="submit" data-testid={`${name}-submit`}>
        {intl.formatMessage({ id: 'shell.search.submit' })}
      </button>
    </Form>
  );
}
