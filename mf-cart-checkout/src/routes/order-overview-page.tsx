import { FormattedMessage, Link } from '@storefront/shared-ui';
import { buildPath, useStorefront } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { OrderDetails, OrderStatusPanel } from '@storefront/shared-ui/order-view';
import { ChangePayment } from '../features/orders/components/change-payment';
import { usePolledOrder } from '../features/orders/use-polled-order';

const Page = styled.section`
  max-width: 800px;
  margin: 0 auto;
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** `/order-overview?order=&key=`: the order's payment state and its message, shipments, items and totals. */
export default function OrderOverviewPage() {
  const storefront = useStorefront();
  const { order, accessKey, notFound } = usePolledOrder();

  if (notFound) {
    return (
      <Page data-testid="order-overview">
        <h1>
          <FormattedMessage id="orders.notFound" />
        </h1>
        <Link to={buildPath('order-status', storefront.code)}>
          <FormattedMessage id="orders.statusLink" />
        </Link>
      </Page>
    );
  }
  if (!order) {
    return (
      <Page data-testid="order-overview">
        <p role="status">
          <FormattedMessage id="cart.loading" />
        </p>
      </Page>
    );
  }
  return (
    <Page data-testid="order-overview">
      <h1>
        <FormattedMessage id="orders.title" values={{ number: order.number }} />
      </h1>
      {/* The thank-you page: the shopper lands here from payment (the account's order page says no thanks). */}
      <p data-testid="order-thank-you">
        <FormattedMessage id="orders.thankYou" />
      </p>
      <OrderStatusPanel order={order}>
        {order.status === 'failed' ? <ChangePayment order={order} iso={storefront.iso} accessKey={accessKey} /> : null}
      </OrderStatusPanel>
      <OrderDetails order={order} />
    </Page>
  );
}
