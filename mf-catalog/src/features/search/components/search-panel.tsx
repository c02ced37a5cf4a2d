import { useEffect, useRef, useState } from 'react';
import { Link, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { langParam, useEventBus, useLanguage, useStorefront } from '@storefront/shared-contracts';
import { useSearchQuery } from '../api/search-api';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { searchPageHref } from '../search-page-args';
import { SearchField, SearchForm, useSearchFieldLabels } from './search-form';
import { SearchResults } from './search-results';
import { FeatureMessages } from '../../../i18n/feature-messages';
import { searchMessages } from '../i18n/messages';

const AllResults = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    font-weight: 600;
  }
`;

/**
 * The search drawer's content (slot `panel:search`): a keyword field and the best results grouped by type, with a
 * link to all of them on the results page (where Enter in the field leads too).
 */
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

  const labels = useSearchFieldLabels();
  const close = () => bus.emit('ui:close-panel', { panel: 'search' });

  useEffect(() => field.current?.focus(), []);

  return (
    <div>
      <SearchForm onSubmitted={close}>
        <SearchField
          ref={field}
          {...labels}
          type="search"
          name="q"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          autoComplete="off"
          maxLength={100}
          enterKeyHint="search"
          data-testid="search-input"
        />
      </SearchForm>
      {q !== '' && isFetching && !currentData ? (
        <p role="status">{intl.formatMessage({ id: 'catalog.loading' })}</p>
      ) : null}
      {q !== '' && isError ? <p role="alert">{intl.formatMessage({ id: 'catalog.search.error' })}</p> : null}
      {q !== '' && currentData ? (
        <>
          <SearchResults results={currentData} storefront={storefront.code} onNavigate={close} />
          <AllResults>
            <Link to={searchPageHref(storefront.code, q)} onClick={close} data-testid="search-all-results">
              {intl.formatMessage({ id: 'catalog.search.allResults' })}
            </Link>
          </AllResults>
        </>
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
