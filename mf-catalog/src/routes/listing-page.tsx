import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useStorefront, type PageProps, type SortKey } from '@storefront/shared-contracts';
import { useGetListingQuery } from '../features/catalog/api/catalog-api';
import { listingArgs } from '../features/listing/listing-args';
import { Pagination } from '../features/listing/components/pagination';
import { ProductGrid } from '../features/listing/components/product-grid';
import { SortSelect } from '../features/listing/components/sort-select';
import { useLocation, useNavigate } from '@storefront/shared-ui';

const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  flex-wrap: wrap;
`;

/** A collection listing with sort and pagination (`/collections/{slug}[/{page}]`, `/collections/all`). */
export default function ListingPage({ params }: PageProps) {
  const storefront = useStorefront();
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const args = listingArgs(storefront.iso, params, query);
  const { data, isFetching, isError } = useGetListingQuery(args);

  const changeSort = (sort: SortKey) => {
    const next = new URLSearchParams(location.search);
    next.set('sort', sort);
    next.delete('dir');
    // A new order starts again at page 1.
    const base = location.pathname.replace(/\/\d+$/, '');
    navigate(`${base}?${next.toString()}`);
  };

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
  return (
    <section aria-busy={isFetching}>
      <h1 data-testid="listing-title">{data.collection.name}</h1>
      <Toolbar>
        <p data-testid="listing-count">
          <FormattedMessage id="catalog.seedsCount" values={{ amount: data.total }} />
        </p>
        <SortSelect value={data.sort} onChange={changeSort} />
      </Toolbar>
      {data.items.length === 0 ? (
        <p>
          <FormattedMessage id="catalog.noResults" />
        </p>
      ) : (
        <ProductGrid products={data.items} storefront={storefront.code} />
      )}
      <Pagination storefront={storefront.code} slug={data.collection.slug} page={data.page} pageCount={data.pageCount} search={location.search} />
    </section>
  );
}
