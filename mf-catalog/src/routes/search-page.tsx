import { FormattedMessage, useIntl, useLocation } from '@storefront/shared-ui';
import styled from 'styled-components';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_TYPES, useLanguage, useStorefront } from '@storefront/shared-contracts';
import { useSearchQuery } from '../features/search/api/search-api';
import { SearchField, SearchForm, useSearchFieldLabels } from '../features/search/components/search-form';
import { SearchPageResults } from '../features/search/components/search-page-results';
import { searchMessages } from '../features/search/i18n/messages';
import { RESULTS_PER_PAGE, readSearchPage, searchPageArgs, searchPageHref } from '../features/search/search-page-args';
import { Pagination } from '../features/listing/components/pagination';
import { ProductGrid } from '../features/listing/components/product-grid';
import { FeatureMessages } from '../i18n/feature-messages';

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 40rem;
  button {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    cursor: pointer;
  }
`;

/**
 * `/search?q=…[&page=n]` (`/de/suche`): every hit of each type the search panel shows, 20 a page, rendered on the
 * server. The route is `noindex`: a shop's own search results are nobody's search result.
 */
function SearchPageContent() {
  const storefront = useStorefront();
  const language = useLanguage();
  const location = useLocation();
  const intl = useIntl();
  const labels = useSearchFieldLabels();
  const query = new URLSearchParams(location.search);
  const { q, page } = readSearchPage(query);
  const args = searchPageArgs(storefront.iso, query, language);
  const { currentData, isFetching, isError } = useSearchQuery(args ?? { iso: storefront.iso, q: '' }, {
    skip: args === null,
  });
  const totals = currentData?.totals;
  const pageCount = totals ? Math.max(...SEARCH_TYPES.map((type) => Math.ceil(totals[type] / RESULTS_PER_PAGE))) : 0;
  const found = currentData ? SEARCH_TYPES.some((type) => currentData[type].length > 0) : false;

  return (
    <section aria-busy={isFetching}>
      <h1 data-testid="search-page-title">
        {q === '' ? (
          <FormattedMessage id="catalog.searchPage.heading" />
        ) : (
          <FormattedMessage id="catalog.searchPage.title" values={{ keyword: q }} />
        )}
      </h1>
      <SearchForm>
        <Bar>
          {/* Keyed by the keyword: a new search's page shows its own keyword in the field. */}
          <SearchField
            key={q}
            {...labels}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={SEARCH_MAX_QUERY_LENGTH}
            enterKeyHint="search"
            data-testid="search-page-input"
          />
          <button type="submit">{intl.formatMessage({ id: 'catalog.search.submit' })}</button>
        </Bar>
      </SearchForm>
      {q === '' ? (
        <p data-testid="search-page-prompt">
          <FormattedMessage id="catalog.searchPage.prompt" />
        </p>
      ) : isError && !currentData ? (
        <p role="alert">
          <FormattedMessage id="catalog.search.error" />
        </p>
      ) : !currentData ? (
        <p role="status">
          <FormattedMessage id="catalog.loading" />
        </p>
      ) : !found ? (
        <p data-testid="search-page-empty">
          <FormattedMessage
            id={page > 1 ? 'catalog.searchPage.pastEnd' : 'catalog.searchPage.empty'}
            values={{ keyword: q }}
          />
        </p>
      ) : (
        <SearchPageResults
          results={currentData}
          storefront={storefront.code}
          renderStrains={(strains) => <ProductGrid products={strains} storefront={storefront.code} />}
        />
      )}
      {q !== '' ? (
        <Pagination page={page} pageCount={pageCount} pageHref={(n) => searchPageHref(storefront.code, q, n)} />
      ) : null}
    </section>
  );
}

/** The results page with the search's messages (its heading and pagination's are the area's). */
export default function SearchPage() {
  return (
    <FeatureMessages messages={searchMessages}>
      <SearchPageContent />
    </FeatureMessages>
  );
}
