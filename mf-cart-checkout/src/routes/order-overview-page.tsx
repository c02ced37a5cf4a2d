import { FormattedMessage, Link, Money, useLocation } from '@storefront/shared-ui';
import { buildPath, useStorefront, type OrderStatus } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { useGetOrderQuery } from '../api/checkout-api';
import { ChangePayment } from '../features/orders/components/change-payment';
import { OrderDetails } from '../features/orders/components/order-details';

const Page = styled.section`
  max-width: 800px;
  margin: 0 auto;
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Status = styled.div<{ $failed: boolean }>`
  border: 2px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.subtle};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-weight: 700;
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
      <Status $failed={order.status === 'failed'} role="status" data-testid="order-status" data-status={order.status}>
        <h2 data-testid="order-status-title">
          <FormattedMessage id={`orders.status.${order.status}.title`} />
        </h2>
        <p data-testid="order-status-message">
          <FormattedMessage id={`orders.status.${order.status}.message`} />
        </p>
        <p>
          <FormattedMessage id="orders.paymentMethod" values={{ method: order.paymentMethod.name }} />
        </p>
        {order.paymentInstructions ? (
          <div data-testid="order-instructions">
            <p>
              <FormattedMessage id="orders.instructions" />
            </p>
            <dl>
              <dt>
                <FormattedMessage id="orders.instructions.amount" />
              </dt>
              <dd>
                <Money value={order.paymentInstructions.amount} />
              </dd>
              <dt>
                <FormattedMessage id="orders.instructions.accountHolder" />
              </dt>
              <dd>{order.paymentInstructions.accountHolder}</dd>
              <dt>
                <FormattedMessage id="orders.instructions.iban" />
              </dt>
              <dd>{order.paymentInstructions.iban}</dd>
              <dt>
                <FormattedMessage id="orders.instructions.bic" />
              </dt>
              <dd>{order.paymentInstructions.bic}</dd>
              <dt>
                <FormattedMessage id="orders.instructions.reference" />
              </dt>
              <dd data-testid="order-instructions-reference">{order.paymentInstructions.reference}</dd>
            </dl>
          </div>
        ) : null}
        {order.status === 'failed' ? <ChangePayment order={order} iso={storefront.iso} accessKey={key} /> : null}
      </Status>
      <OrderDetails order={order} />
    </Page>
  );
}
