import { randomBytes } from 'node:crypto';
import type { OrderStatus, ShipmentStatus } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { sendOrderEmail } from './order-emails';
import type { OrderLinks } from './order-links';
import { orderRepository } from './repository';

export interface AdvanceResult {
  number: string;
  status: OrderStatus;
  shipment: ShipmentStatus;
}

/**
 * Fulfilment, one step per call (the shop has no staff role, so a command drives it): a paid order gets its
 * shipment (Created), then Processing, then Dispatched with a tracking code, which sends the shopper the
 * dispatch e-mail and makes the order "Shipment sent". An unpaid order cannot be shipped.
 */
export async function advanceOrder(db: Database, links: OrderLinks, number: string): Promise<AdvanceResult> {
  return db.transaction(async (tx) => {
    const order = await orderRepository.lockForFulfilment(tx, number.trim().toUpperCase());
    if (!order) throw notFound(`No order ${number}.`);
    if (order.status !== 'complete' && order.status !== 'shipment_sent') {
      throw new AppError(409, 'ORDER_NOT_PAID', `Order ${number} is ${order.status}: only a paid order is shipped.`);
    }
    const shipment = await orderRepository.latestShipment(tx, order.id);
    if (!shipment) {
      await orderRepository.addShipment(tx, order.id, order.carrier_key);
      return { number, status: order.status, shipment: 'shipment_new' };
    }
    if (shipment.status === 'shipment_new') {
      await orderRepository.shipmentProcessing(tx, shipment.id);
      return { number, status: order.status, shipment: 'shipment_processing' };
    }
    if (shipment.status === 'shipment_processing') {
      const tracking =
        order.carrier_key === 'regular_postnl' ? null : `3S${randomBytes(5).toString('hex').toUpperCase()}`;
      await orderRepository.shipmentSent(tx, order.id, shipment.id, tracking);
      await sendOrderEmail(tx, links, order.id, 'shipment_sent');
      return { number, status: 'shipment_sent', shipment: 'shipment_shipped' };
    }
    throw new AppError(409, 'ORDER_DISPATCHED', `Order ${number} is already dispatched.`);
  });
}
