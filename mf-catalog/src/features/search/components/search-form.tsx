import type { FormEvent, ReactNode } from 'react';
import { useIntl, useNavigate } from '@storefront/shared-ui';
import styled from 'styled-components';
import { buildPath, useStorefront } from '@storefront/shared-contracts';
import { searchPageHref } from '../search-page-args';

export const SearchField = styled.input`
  font: inherit;
  /* 16 px: a phone's browser zooms into a smaller field on focus. */
  font-size: max(1rem, 16px);
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

interface Props {
  /** The field: the panel's controlled one or the results page's own. */
  children: ReactNode;
  /** Called before the results page opens (the panel closes). */
  onSubmitted?: () => void;
}

/**
 * A search form: a GET to the results page (`/search?q=`), so Enter leads there before JavaScript has arrived;
 * with it, the page opens without a reload. A blank keyword stays where it is.
 */
export function SearchForm({ children, onSubmitted }: Props) {
  const storefront = useStorefront();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q === '') return;
    onSubmitted?.();
    void navigate(searchPageHref(storefront.code, q));
  };
  return (
    <form role="search" method="get" action={buildPath('search', storefront.code)} onSubmit={onSubmit}>
      {children}
    </form>
  );
}

/** The field's accessible name and hint, shared by the panel and the results page. */
export function useSearchFieldLabels() {
  const intl = useIntl();
  return {
    'aria-label': intl.formatMessage({ id: 'catalog.search.label' }),
    placeholder: intl.formatMessage({ id: 'catalog.search.placeholder' }),
  };
}
