/**
 * Pay Now under load, with the repository's one load kit (scripts/lib/load-kit.mjs: the carts first, then 10
 * shoppers place 1000 orders as fast as the api answers).
 */
import { placeOrders, shopBasics, type PlaceOrderFigures } from '../../scripts/lib/load-kit.mjs';

export type { PlaceOrderFigures };

export async function measurePlaceOrder(
  apiUrl: string,
  log: (line: string) => void,
  orders = 1000,
  concurrency = 10,
): Promise<PlaceOrderFigures> {
  const { packId, shippingMethodId } = await shopBasics(apiUrl);
  return placeOrders({ apiUrl, packId, shippingMethodId, orders, concurrency, log });
}
