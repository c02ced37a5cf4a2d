import { FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';
import { EARLY_FORMS, useLanguage, useStorefront, type PageProps } from '@storefront/shared-contracts';
import { useIntl, useLocation, useNavigate } from '@storefront/shared-ui';
import { catalogApi, useGetListingQuery } from '../api/catalog-api';
import { CopyFilterLink } from '../features/filters/components/copy-filter-link';
import { FilterPanel } from '../features/filters/components/filter-panel';
import { listingArgs } from '../lib/listing-args';
import { listingHref, listingSearch, readListingView } from '../lib/listing-url';
import { listingTitle } from '../lib/listing-title';
import { Pagination } from '../features/listing/components/pagination';
import { ProductGrid } from '../features/listing/components/product-grid';
import { FeatureMessages } from '../i18n/feature-messages';
import { listingMessages } from '../features/listing/i18n/messages';

const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  flex-wrap: wrap;
  p {
    margin: 0;
    min-width: 8em;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

/** A collection listing with filters, sort, pagination and a shareable link (`/collections/{slug}[/{page}]`, `/collections/all`). */
function Listing({ params }: PageProps) {
  const storefront = useStorefront();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const args = listingArgs(storefront.iso, params, new URLSearchParams(location.search), language);
  const { data, isFetching, isError } = useGetListingQuery(args);
  const prefetchListing = catalogApi.usePrefetch('getListing');
  const slug = params.slug ?? 'all';
  const view = readListingView(location.search);

  if (isError && !data) {
    return (
      <p role="alert">
        <FormattedMessage id="catalog.error" />
      </p>
    );
  }
  if (!data) {
    return (
      <p role="status">
        <FormattedMessage id="catalog.loading" />
      </p>
    );
  }
  // A change of filters or sort starts again at page 1. The new listing is asked for at the change, not once the
  // page has rendered it (a transition, then the hook's effect): on a phone that render took a few hundred ms.
  const go = (next: typeof view) => {
    const href = listingHref(storefront.code, slug, next);
    prefetchListing(listingArgs(storefront.iso, { slug }, new URL(href, window.location.href).searchParams, language));
    void navigate(href);
  };
  return (
    // Its address written one way: a filter change the page's loader fetched before the shop ran shows this one, not
    // the form's fields as they come (`?sort=popularity&promotions=1&genetics=a&genetics=b`).
    <section aria-busy={isFetching} {...{ [EARLY_FORMS.address]: location.pathname + listingSearch(view) }}>
      <h1 data-testid="listing-title">
        {listingTitle(data.collection.name, slug, location.search, (id) => intl.formatMessage({ id }))}
      </h1>
      <Toolbar>
        {/* Before the shop's JavaScript runs, the page's loader shows the pending text while a filter change loads. */}
        <p
          data-testid="listing-count"
          role="status"
          {...{ [EARLY_FORMS.pendingText]: intl.formatMessage({ id: 'catalog.loading' }) }}
        >
          {isFetching ? (
            <FormattedMessage id="catalog.loading" />
          ) : (
            <FormattedMessage id="catalog.strainsCount" values={{ amount: data.total }} />
          )}
        </p>
        <CopyFilterLink href={listingHref(storefront.code, slug, view)} />
      </Toolbar>
      <FilterPanel
        view={view}
        sort={data.sort}
        action={listingHref(storefront.code, slug, { filters: {} })}
        onChange={go}
      />
      {data.items.length === 0 ? (
        <p data-testid="no-results">
          <FormattedMessage id="catalog.noResults" />
        </p>
      ) : (
        <ProductGrid products={data.items} storefront={storefront.code} />
      )}
      <Pagination
        storefront={storefront.code}
        slug={data.collection.slug}
        page={data.page}
        pageCount={data.pageCount}
        search={location.search}
      />
    </section>
  );
}

/** The listing with its messages (sort, filters, cards) (kept off the home page's first load). */
export default function ListingPage(props: PageProps) {
  return (
    <FeatureMessages messages={listingMessages}>
      <Listing {...props} />
    </FeatureMessages>
  );
}
