import { buildPath, isNotFoundError, useStorefront } from '@storefront/shared-contracts';
import { FormattedMessage, Link, useIntl } from '@storefront/shared-ui';
import { OrderDetails, OrderStatusPanel } from '@storefront/shared-ui/order-view';
import { useGetOrderQuery } from '../api/orders-api';

/**
 * One of the customer's orders, drawn like the order overview (shared-ui's order view). Unknown or another
 * customer's number: "Order Not Found"; a failure to load: spec 8's orders message.
 */
export function OrderDetail({ number }: { number: string }) {
  const intl = useIntl();
  const { code } = useStorefront();
  const { data: order, isLoading, error } = useGetOrderQuery(number, { skip: !number });
  const back = (
    <p>
      <Link to={buildPath('account-orders', code)} data-testid="account-orders-back">
        <FormattedMessage id="account.orders.back" />
      </Link>
    </p>
  );
  if (isLoading) return <p role="status">{intl.formatMessage({ id: 'account.loading' })}</p>;
  if (!number || isNotFoundError(error))
    return (
      <>
        <p role="alert" data-testid="order-not-found">
          <FormattedMessage id="account.orderDetail.notFound" />
        </p>
        {back}
      </>
    );
  if (!order)
    return (
      <>
        <p role="alert" data-testid="orders-error">
          <FormattedMessage id="account.orders.loadError" />
        </p>
        {back}
      </>
    );
  return (
    <div data-testid="account-order-detail">
      <h2>
        <FormattedMessage id="account.orders.number" values={{ number: order.number }} />
      </h2>
      <OrderStatusPanel order={order} />
      <OrderDetails order={order} />
      {back}
    </div>
  );
}
