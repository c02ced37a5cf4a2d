import { randomBytes } from 'node:crypto';
import type { OrderStatus, ShipmentStatus } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { sendOrderEmail } from './order-emails';
import type { OrderLinks } from './order-links';

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
    const { rows } = await tx.query<{ id: string; status: OrderStatus; carrier_key: string }>(
      'SELECT id::text AS id, status, carrier_key FROM orders WHERE number = $1 FOR UPDATE',
      [number.trim().toUpperCase()],
    );
    const order = rows[0];
    if (!order) throw notFound(`No order ${number}.`);
    if (order.status !== 'complete' && order.status !== 'shipment_sent') {
      throw new AppError(409, 'ORDER_NOT_PAID', `Order ${number} is ${order.status}: only a paid order is shipped.`);
    }
    const { rows: shipments } = await tx.query<{ id: number; status: ShipmentStatus }>(
      'SELECT id, status FROM shipments WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
      [order.id],
    );
    const shipment = shipments[0];
    if (!shipment) {
      await tx.query(`INSERT INTO shipments (order_id, carrier_key, status) VALUES ($1, $2, 'shipment_new')`, [
        order.id,
        order.carrier_key,
      ]);
      return { number, status: order.status, shipment: 'shipment_new' };
    }
    if (shipment.status === 'shipment_new') {
      await tx.query(`UPDATE shipments SET status = 'shipment_processing', processing_at = now() WHERE id = $1`, [
        shipment.id,
      ]);
      return { number, status: order.status, shipment: 'shipment_processing' };
    }
    if (shipment.status === 'shipment_processing') {
      const tracking =
        order.carrier_key === 'regular_postnl' ? null : `3S${randomBytes(5).toString('hex').toUpperCase()}`;
      await tx.query(
        `UPDATE shipments SET status = 'shipment_shipped', sent_at = now(), tracking_code = $2 WHERE id = $1`,
        [shipment.id, tracking],
      );
      await tx.query(`UPDATE orders SET status = 'shipment_sent' WHERE id = $1`, [order.id]);
      await sendOrderEmail(tx, links, order.id, 'shipment_sent');
      return { number, status: 'shipment_sent', shipment: 'shipment_shipped' };
    }
    throw new AppError(409, 'ORDER_DISPATCHED', `Order ${number} is already dispatched.`);
  });
}
