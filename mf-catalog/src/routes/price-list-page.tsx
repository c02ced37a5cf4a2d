import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { buildPath, useStorefront } from '@storefront/shared-contracts';
import { useLocation, useNavigate } from '@storefront/shared-ui';
import { priceListArgs, useGetPriceListQuery } from '../features/price-list/api/price-list-api';
import { PriceTable } from '../features/price-list/components/price-table';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { FeatureMessages } from '../i18n/feature-messages';
import { priceListMessages } from '../features/price-list/i18n/messages';

const Filter = styled.form`
  margin: ${({ theme }) => theme.space(4)} 0;
  input {
    font: inherit;
    font-size: max(1rem, 16px);
    width: min(360px, 100%);
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** `/price-list`: every seed pack's price, filterable by name; the filter is in the URL (`?q=`), so it can be shared. */
function PriceList() {
  const intl = useIntl();
  const storefront = useStorefront();
  const location = useLocation();
  const navigate = useNavigate();
  const args = priceListArgs(storefront.iso, new URLSearchParams(location.search));
  const [name, setName] = useState(args.q);
  const settled = useDebouncedValue(name.trim());
  const { data, isFetching, isError } = useGetPriceListQuery(args);

  useEffect(() => {
    if (settled === args.q) return;
    const path = buildPath('price-list', storefront.code);
    navigate(settled ? `${path}?q=${encodeURIComponent(settled)}` : path, { replace: true });
    // Only a settled change of the field moves the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <section aria-busy={isFetching}>
      <h1>
        <FormattedMessage id="catalog.priceList.title" />
      </h1>
      <Filter
        method="get"
        action={buildPath('price-list', storefront.code)}
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <input
          type="search"
          name="q"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-label={intl.formatMessage({ id: 'catalog.priceList.filter' })}
          placeholder={intl.formatMessage({ id: 'catalog.priceList.filter' })}
          maxLength={100}
          data-testid="price-list-filter"
        />
      </Filter>
      {isError && !data ? (
        <p role="alert">
          <FormattedMessage id="catalog.error" />
        </p>
      ) : !data ? (
        <p role="status">
          <FormattedMessage id="catalog.loading" />
        </p>
      ) : data.items.length === 0 ? (
        <p data-testid="no-results">
          <FormattedMessage id="catalog.noResults" />
        </p>
      ) : (
        <PriceTable items={data.items} storefront={storefront.code} />
      )}
    </section>
  );
}

/** The price list with its messages (kept off the home page's first load). */
export default function PriceListPage() {
  return (
    <FeatureMessages messages={priceListMessages}>
      <PriceList />
    </FeatureMessages>
  );
}
