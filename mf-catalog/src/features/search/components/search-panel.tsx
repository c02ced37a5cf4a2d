import { useEffect, useRef, useState } from 'react';
import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { langParam, useEventBus, useLanguage, useStorefront } from '@storefront/shared-contracts';
import { useSearchQuery } from '../api/search-api';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { SearchResults } from './search-results';
import { FeatureMessages } from '../../../i18n/feature-messages';
import { searchMessages } from '../i18n/messages';

const Field = styled.input`
  font: inherit;
  /* 16 px: a phone's browser zooms into a smaller field on focus. */
  font-size: max(1rem, 16px);
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** The search drawer's content (slot `panel:search`): a keyword field and results grouped by type. */
function Search() {
  const intl = useIntl();
  const bus = useEventBus();
  const storefront = useStorefront();
  const language = useLanguage();
  const field = useRef<HTMLInputElement>(null);
  const [keyword, setKeyword] = useState('');
  const q = useDebouncedValue(keyword.trim());
  // No request for an empty keyword.
  const { currentData, isFetching, isError } = useSearchQuery(
    { iso: storefront.iso, q, ...langParam(storefront.iso, language) },
    { skip: q === '' },
  );

  useEffect(() => field.current?.focus(), []);

  return (
    <div role="search">
      <Field
        ref={field}
        aria-label={intl.formatMessage({ id: 'catalog.search.label' })}
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={intl.formatMessage({ id: 'catalog.search.placeholder' })}
        autoComplete="off"
        maxLength={100}
        data-testid="search-input"
      />
      {q !== '' && isFetching && !currentData ? (
        <p role="status">{intl.formatMessage({ id: 'catalog.loading' })}</p>
      ) : null}
      {q !== '' && isError ? <p role="alert">{intl.formatMessage({ id: 'catalog.search.error' })}</p> : null}
      {q !== '' && currentData ? (
        <SearchResults
          results={currentData}
          storefront={storefront.code}
          onNavigate={() => bus.emit('ui:close-panel', { panel: 'search' })}
        />
      ) : null}
    </div>
  );
}

/** The search panel with its messages (its chunk loads when the drawer first opens). */
export default function SearchPanel() {
  return (
    <FeatureMessages messages={searchMessages}>
      <Search />
    </FeatureMessages>
  );
}
