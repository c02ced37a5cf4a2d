import { useLocation } from '@storefront/shared-ui';
import { useStorefront, type OrderStatus } from '@storefront/shared-contracts';
import { useGetOrderQuery } from './api/orders-api';

/** Still moving at the provider: look again shortly (its webhook may be on its way). */
const POLL_WHILE: readonly OrderStatus[] = ['processing', 'pending'];

/** The order the URL names (`?order=&key=`), polled while its payment is still moving. */
export function usePolledOrder() {
  const { iso } = useStorefront();
  const query = new URLSearchParams(useLocation().search);
  const number = query.get('order') ?? '';
  const key = query.get('key') ?? '';
  const missing = !number || !key;
  const { data: order, isError } = useGetOrderQuery({ iso, number, key }, { skip: missing });
  const polling = order && POLL_WHILE.includes(order.status) ? 3000 : 0;
  useGetOrderQuery({ iso, number, key }, { skip: missing || !polling, pollingInterval: polling });
  return { order, accessKey: key, notFound: missing || (isError && !order) };
}
