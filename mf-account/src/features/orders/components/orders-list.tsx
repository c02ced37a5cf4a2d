import { buildPath, useStorefront, type AccountOrderSummary } from '@storefront/shared-contracts';
import { FormattedMessage, Link, Money, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { useGetOrdersQuery } from '../api/orders-api';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
    display: inline-block;
    min-height: ${({ theme }) => theme.touchTarget};
    line-height: ${({ theme }) => theme.touchTarget};
  }
  .total {
    font-weight: 700;
    text-align: right;
  }
`;

function OrderRow({ order }: { order: AccountOrderSummary }) {
  const intl = useIntl();
  const { code } = useStorefront();
  return (
    <li data-testid="account-order" data-number={order.number}>
      <div>
        <Link to={buildPath('account-orders-slug', code, { slug: order.number })} data-testid="account-order-link">
          <FormattedMessage id="account.orders.number" values={{ number: order.number }} />
        </Link>
        <p>
          <FormattedMessage
            id="account.orders.placed"
            values={{
              date: intl.formatDate(order.createdAt, { dateStyle: 'medium' }),
              count: order.itemCount,
            }}
          />
        </p>
        <p data-testid="account-order-status">
          <FormattedMessage id={`orders.status.${order.status}.title`} />
        </p>
      </div>
      <p className="total">
        <Money value={order.total} />
      </p>
    </li>
  );
}

/** The customer's orders, newest first; spec 8's empty and error states. */
export function OrdersList() {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetOrdersQuery();
  if (isLoading) return <p role="status">{intl.formatMessage({ id: 'account.loading' })}</p>;
  if (isError || !data)
    return (
      <p role="alert" data-testid="orders-error">
        <FormattedMessage id="account.orders.loadError" />
      </p>
    );
  if (data.orders.length === 0)
    return (
      <p data-testid="orders-empty">
        <FormattedMessage id="account.orders.empty" />
      </p>
    );
  return (
    <List data-testid="account-orders">
      {data.orders.map((o) => (
        <OrderRow key={o.number} order={o} />
      ))}
    </List>
  );
}
