/**
 * Pay Now under load, with the repository's one load kit (scripts/lib/load-kit.mjs: the carts first, then 10
 * shoppers place 1000 orders as fast as the api answers).
 */
import { placeOrders, shopBasics } from '../../scripts/lib/load-kit.mjs';

export interface PlaceOrderFigures {
  orders: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

export async function measurePlaceOrder(
  apiUrl: string,
  log: (line: string) => void,
  orders = 1000,
  concurrency = 10,
): Promise<PlaceOrderFigures> {
  const { packId, shippingMethodId } = (await shopBasics(apiUrl)) as { packId: number; shippingMethodId: number };
  return (await placeOrders({ apiUrl, packId, shippingMethodId, orders, concurrency, log })) as PlaceOrderFigures;
}
