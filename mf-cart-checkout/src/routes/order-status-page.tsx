import { FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';
import { OrderStatusLookup } from '../features/orders/components/order-status-lookup';

const Page = styled.section`
  max-width: 640px;
  margin: 0 auto;
`;

/** `/order-status`: the title and the look-up. */
export default function OrderStatusPage() {
  return (
    <Page data-testid="order-status-page">
      <h1>
        <FormattedMessage id="orders.statusTitle" />
      </h1>
      <OrderStatusLookup />
    </Page>
  );
}
