import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { AppError, notFound, validationFailed } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { acceptFormPosts } from '../../http/form-posts';
import { applyPaymentEvent, type OrderStatusChanged } from './apply-payment-state';
import type { PaymentProvider } from './provider';
import { SANDBOX_HOSTED_PATH, type SandboxProvider } from './sandbox-provider';
import { sandboxPage } from './sandbox-page';

const webhookAnswer = z.object({ outcome: z.enum(['applied', 'stale', 'unknown', 'duplicate']) });

/**
 * The provider's webhook: verified over the raw body (401 when the signature fails, 400 when a signed body is no
 * event we know), applied once; a 2xx tells the provider to stop sending it.
 */
export async function paymentWebhookRoutes(
  app: FastifyInstance,
  {
    db,
    provider,
    orderStatusChanged,
  }: { db: Database; provider: PaymentProvider; orderStatusChanged: OrderStatusChanged },
): Promise<void> {
  // The signature covers the exact bytes sent: keep them as a string.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_r, body, done) =>
    done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/payments/webhooks/${provider.name}`,
    {
      schema: {
        tags: ['payments'],
        summary: "The payment provider's signed event (HMAC-SHA256 in x-sandbox-signature)",
        body: z.string(),
        response: { 200: webhookAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const verified = provider.verifyWebhook(request.body, request.headers);
      if (verified.kind === 'bad-signature') {
        throw new AppError(401, 'INVALID_SIGNATURE', 'The webhook signature does not match.');
      }
      if (verified.kind === 'malformed') throw validationFailed(verified.issues);
      const outcome = await applyPaymentEvent(db, orderStatusChanged, provider.name, verified.event);
      return reply.header('cache-control', 'no-store').send({ outcome });
    },
  );
}

const action = z.enum(['pay', 'fail', 'transfer', 'cancel']);

/**
 * The sandbox provider's hosted payment page and its "bank", served by the api for development and tests. With
 * `production` (NODE_ENV=production: a staging deployment that chose the sandbox) only the hosted page exists: the
 * bank's "a transfer arrived", which pays an order with no money, is never registered there.
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  { db, sandbox, production }: { db: Database; sandbox: SandboxProvider; production: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  acceptFormPosts(app);
  const params = z.object({ ref: z.string().regex(/^sbx_[0-9a-f]{24}$/) });

  r.get(
    `${SANDBOX_HOSTED_PATH}/:ref`,
    {
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox's hosted payment page (HTML)",
        params,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const payment = await sandbox.find(db, request.params.ref);
      if (!payment) throw notFound('No such sandbox payment.');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(sandboxPage(payment));
    },
  );

  r.post(
    `${SANDBOX_HOSTED_PATH}/:ref`,
    {
      schema: {
        tags: ['sandbox'],
        summary: "The shopper's choice on the hosted page; 303 back to the shop",
        params,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: z.object({ action }),
        response: { 303: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const payment = await sandbox.act(db, request.params.ref, request.body.action);
      if (!payment) throw notFound('No such sandbox payment.');
      return reply.redirect(payment.return_url, 303);
    },
  );

  if (production) return;
  r.post(
    '/api/sandbox/transfers',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'The sandbox bank received a transfer quoting `reference` (an order number): its payment is paid',
        body: z.object({ reference: z.string().min(1).max(40) }),
        response: { 200: z.object({ settled: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => ({ settled: (await sandbox.settleTransfer(db, request.body.reference))?.status === 'paid' }),
  );
}
