import {
  completePaymentResponseSchema,
  completePaymentSchema,
  orderLinkRequestSchema,
  orderLinkResponseSchema,
  orderStatusLookupResponseSchema,
  orderStatusLookupSchema,
  orderViewSchema,
  accountOrdersSchema,
} from '@storefront/shared-contracts/schemas';
import { timingSafeEqual } from 'node:crypto';
import { ORDER_STATUSES, SHIPMENT_STATUSES } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { storefrontFromIso } from '../../http/storefront';
import { paymentMethodsFor } from '../payments/payment-options';
import { orderRepository } from './repository';
import { startPayment } from './start-payment';
import type { PaymentProvider } from '../payments/provider';
import { ACCOUNT_ERROR_CODES } from '@storefront/shared-contracts';
import { sessionCustomerOf } from '../accounts/account-context';
import { getAccountOrder, listAccountOrders } from './account-orders';
import { advanceOrder } from './advance-order';
import { findOrder, getOrder } from './get-order';
import type { OrderLinks } from './order-links';
import { lookUpOrder, rateLimitLookup, sendOrderLinks } from './order-status';
import { clientKeyOf } from '../../http/client-ip';

interface OrderDeps {
  db: Database;
  fulfilmentToken: string;
  provider: PaymentProvider;
  links: OrderLinks;
  lookupLimit: number;
  /** A login session unused this long has ended (the account's orders need a live session). */
  sessionIdleSeconds: number;
}

const orderParams = z.object({ iso: z.string(), number: z.string().min(1).max(40) });
const keyQuery = z.object({ key: z.string().min(1).max(200) });
const tags = ['orders'];
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function orderRoutes(
  app: FastifyInstance,
  { db, provider, links, lookupLimit, fulfilmentToken, sessionIdleSeconds }: OrderDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preValidation', async (request) => {
    const { iso } = request.params as { iso?: string };
    if (iso !== undefined) storefrontFromIso(iso);
  });

  r.post(
    '/api/fulfilment/orders/:number/advance',
    {
      schema: {
        tags: ['fulfilment'],
        summary: 'Moves a paid order one fulfilment step on (x-fulfilment-token; used by `npm run orders`)',
        params: z.object({ number: z.string().min(1).max(40) }),
        response: {
          200: z.object({ number: z.string(), status: z.enum(ORDER_STATUSES), shipment: z.enum(SHIPMENT_STATUSES) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const token = request.headers['x-fulfilment-token'];
      if (typeof token !== 'string' || !same(token, fulfilmentToken)) {
        throw new AppError(401, 'UNAUTHORIZED', 'The fulfilment token is missing or wrong.');
      }
      return advanceOrder(db, links, request.params.number);
    },
  );

  r.get(
    '/api/:iso/orders/:number',
    {
      schema: {
        tags,
        summary: 'The order overview (opened with its access key or an e-mailed signed link)',
        params: orderParams,
        querystring: keyQuery,
        response: { 200: orderViewSchema, ...errorResponses },
      },
    },
    async (request) =>
      getOrder(db, links.secret, storefrontFromIso(request.params.iso).code, request.params.number, request.query.key),
  );

  r.post(
    '/api/:iso/orders/:number/payments',
    {
      schema: {
        tags,
        summary: 'Complete Payment after a failure, with the chosen method: a new payment at the provider',
        params: orderParams,
        querystring: keyQuery,
        body: completePaymentSchema,
        response: { 201: completePaymentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso).code;
      const redirectUrl = await db.transaction(async (tx) => {
        const order = await findOrder(tx, links.secret, storefront, request.params.number, request.query.key);
        if ((await orderRepository.lockStatus(tx, order.id))?.status !== 'failed') {
          throw new AppError(409, 'ORDER_NOT_FAILED', 'Only an order whose payment failed takes another payment.');
        }
        const methods = await paymentMethodsFor(tx, storefront, order.country);
        if (!methods.some((m) => m.code === request.body.paymentMethod)) {
          throw new AppError(422, 'VALIDATION_FAILED', 'Payment option is required.', undefined, [
            { path: 'paymentMethod', message: 'Payment option is required.' },
          ]);
        }
        return startPayment(
          tx,
          { provider, links, storefront },
          {
            orderId: order.id,
            number: order.number,
            method: request.body.paymentMethod,
            amount: order.total,
          },
        );
      });
      return reply.code(201).send({ redirectUrl });
    },
  );

  r.post(
    '/api/:iso/order-status',
    {
      schema: {
        tags,
        summary: 'Order status by number and e-mail (both must match; rate-limited)',
        params: z.object({ iso: z.string() }),
        body: orderStatusLookupSchema,
        response: { 200: orderStatusLookupResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const storefront = storefrontFromIso(request.params.iso).code;
      await rateLimitLookup(
        db,
        [`ip:${clientKeyOf(request)}`, `email:${request.body.email.trim().toLowerCase()}`],
        lookupLimit,
      );
      return lookUpOrder(db, links.secret, storefront, request.body.email, request.body.orderNumber);
    },
  );

  r.post(
    '/api/:iso/order-status/link',
    {
      schema: {
        tags,
        summary: "E-mails signed links to the address's recent orders; the same answer whether or not it has any",
        params: z.object({ iso: z.string() }),
        body: orderLinkRequestSchema,
        response: { 200: orderLinkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const storefront = storefrontFromIso(request.params.iso).code;
      await rateLimitLookup(
        db,
        [`ip:${clientKeyOf(request)}`, `email:${request.body.email.trim().toLowerCase()}`],
        lookupLimit,
      );
      return sendOrderLinks(db, links, storefront, request.body.email);
    },
  );

  /** The logged-in customer's id, or 401 UNAUTHENTICATED (the account area's rule). */
  const customerIdOf = async (request: FastifyRequest) => {
    const customer = await sessionCustomerOf(db, sessionIdleSeconds, request);
    if (!customer) throw new AppError(401, ACCOUNT_ERROR_CODES.unauthenticated, 'Please log in first.');
    return customer.id;
  };

  r.get(
    '/api/account/orders',
    {
      schema: {
        tags: ['account'],
        summary: "The logged-in customer's orders, newest first",
        response: { 200: accountOrdersSchema, ...errorResponses },
      },
    },
    async (request) => listAccountOrders(db, await customerIdOf(request)),
  );

  r.get(
    '/api/account/orders/:number',
    {
      schema: {
        tags: ['account'],
        summary: "One of the customer's own orders (another customer's answers 404)",
        params: z.object({ number: z.string().min(1).max(40) }),
        response: { 200: orderViewSchema, ...errorResponses },
      },
    },
    async (request) => getAccountOrder(db, links.secret, await customerIdOf(request), request.params.number),
  );
}
