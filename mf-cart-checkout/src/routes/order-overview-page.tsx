import { FormattedMessage, Link, useLocation } from '@storefront/shared-ui';
import { buildPath, useStorefront, type OrderStatus } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { OrderDetails, OrderStatusPanel } from '@storefront/shared-ui/order-view';
import { useGetOrderQuery } from '../api/checkout-api';
import { ChangePayment } from '../features/orders/components/change-payment';

const Page = styled.section`
  max-width: 800px;
  margin: 0 auto;
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Still moving at the provider: look again shortly (its webhook may be on its way). */
const POLL_WHILE: readonly OrderStatus[] = ['processing', 'pending'];

/** `/order-overview?order=&key=`: the order's payment state and its message, shipments, items and totals. */
export default function OrderOverviewPage() {
  const storefront = useStorefront();
  const query = new URLSearchParams(useLocation().search);
  const number = query.get('order') ?? '';
  const key = query.get('key') ?? '';
  const skip = !number || !key;
  const { data: order, isError } = useGetOrderQuery({ iso: storefront.iso, number, key }, { skip });
  const polling = order && POLL_WHILE.includes(order.status) ? 3000 : 0;
  useGetOrderQuery({ iso: storefront.iso, number, key }, { skip: skip || !polling, pollingInterval: polling });

  if (skip || (isError && !order)) {
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
        {order.status === 'failed' ? <ChangePayment order={order} iso={storefront.iso} accessKey={key} /> : null}
      </OrderStatusPanel>
      <OrderDetails order={order} />
    </Page>
  );
}
