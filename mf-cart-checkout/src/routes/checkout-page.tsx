import { useState } from 'react';
import { FormattedMessage, Link } from '@storefront/shared-ui';
import { buildPath, useStorefront } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { useGetCheckoutQuery } from '../features/checkout/api/checkout-api';
import { CheckoutForm } from '../features/checkout/components/checkout-form';

const Page = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  h1 {
    margin-top: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** `/checkout`: contact, delivery and billing, then the shipping and payment options of the chosen country. */
export default function CheckoutPage() {
  const storefront = useStorefront();
  const [country, setCountry] = useState<string | null>(null);
  // Before a choice the server's answer (and its remembered country) is used: the one prefetched on the server.
  const { data: view, isError, isFetching } = useGetCheckoutQuery({ iso: storefront.iso, country });

  return (
    <Page data-testid="checkout-page">
      <h1>
        <FormattedMessage id="checkout.title" />
      </h1>
      {!view ? (
        isError ? (
          <p role="alert">
            <FormattedMessage id="checkout.error.load" />
          </p>
        ) : (
          <p role="status">
            <FormattedMessage id="cart.loading" />
          </p>
        )
      ) : view.cart.items.length === 0 ? (
        <div data-testid="checkout-empty">
          <p>
            <FormattedMessage id="cart.empty" />
          </p>
          <Link to={buildPath('index', storefront.code)}>
            <FormattedMessage id="checkout.continueShopping" />
          </Link>
        </div>
      ) : (
        <CheckoutForm view={view} storefront={storefront} onCountry={setCountry} loadingOptions={isFetching} />
      )}
    </Page>
  );
}
