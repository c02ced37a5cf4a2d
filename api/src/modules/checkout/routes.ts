import {
  buildPath,
  CHECKOUT_ERROR_MESSAGES,
  type CheckoutErrorRule,
  type CheckoutErrors,
  validateCheckoutForm,
} from '@storefront/shared-contracts';
import { checkoutViewSchema, placeOrderResponseSchema, placeOrderSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { detectedCountryOf, storefrontFromIso } from '../../http/storefront';
import { sessionCustomerOf } from '../accounts/account-context';
import { cartTokenOf } from '../cart/cart-token';
import type { OrderLinks } from '../orders/order-links';
import type { PaymentProvider } from '../payments/provider';
import { checkoutView, saveCheckoutDraft } from './checkout-view';
import { acceptFormPosts } from '../../http/form-posts';
import { checkoutFormFromFields } from './form-body';
import { type CheckoutContext, placeOrder } from './place-order';

interface CheckoutDeps {
  db: Database;
  maxSeedsPerCart: number;
  provider: PaymentProvider;
  links: OrderLinks;
  /** How long a login session lasts unused: Pay Now with a live session places the order for the customer. */
  sessionIdleSeconds: number;
}

const isoParams = z.object({ iso: z.string() });
const tags = ['checkout'];

/** The checkout page's data, Pay Now (JSON, from the hydrated page) and the same form posted before hydration. */
export async function checkoutRoutes(app: FastifyInstance, deps: CheckoutDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  acceptFormPosts(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preValidation', async (request) => {
    storefrontFromIso((request.params as { iso: string }).iso);
  });
  const context = async (iso: string, request: FastifyRequest): Promise<CheckoutContext> => {
    const customer = await sessionCustomerOf(deps.db, deps.sessionIdleSeconds, request);
    return {
      db: deps.db,
      storefront: storefrontFromIso(iso).code,
      provider: deps.provider,
      links: deps.links,
      customer: customer ? { id: customer.id, email: customer.email } : null,
    };
  };

  r.get(
    '/api/:iso/checkout',
    {
      schema: {
        tags,
        summary: "The checkout page's data for a delivery country (none chosen: no shipping or payment options)",
        params: isoParams,
        querystring: z.object({
          country: z
            .string()
            .regex(/^[A-Za-z]{2}$/)
            .optional(),
        }),
        response: { 200: checkoutViewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const customer = await sessionCustomerOf(deps.db, deps.sessionIdleSeconds, request);
      return checkoutView(
        {
          db: deps.db,
          storefront: storefrontFromIso(request.params.iso).code,
          maxSeeds: deps.maxSeedsPerCart,
          detectedCountry: detectedCountryOf(request),
          customer: customer ? { id: customer.id, email: customer.email } : null,
        },
        cartTokenOf(request),
        request.query.country ?? null,
      );
    },
  );

  r.post(
    '/api/:iso/orders',
    {
      schema: {
        tags,
        summary: 'Pay Now: places the order from the cart (amounts computed here) and starts its payment',
        params: isoParams,
        body: placeOrderSchema,
        response: { 201: placeOrderResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { idempotencyKey, ...form } = request.body;
      const placed = await placeOrder(
        await context(request.params.iso, request),
        cartTokenOf(request),
        form,
        idempotencyKey,
      );
      return reply.code(201).send(placed);
    },
  );

  r.post(
    '/api/:iso/checkout',
    {
      schema: {
        tags,
        summary: 'The checkout form posted before hydration: 303 to the payment page, or back with what was typed',
        params: isoParams,
        consumes: ['application/x-www-form-urlencoded'],
        body: z.record(z.string(), z.string()),
        response: { 303: z.null().describe('To the payment page, or back to the checkout'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const token = cartTokenOf(request);
      const form = checkoutFormFromFields(request.body);
      const back = `${buildPath('checkout', storefront.code)}`;
      if (request.body.intent === 'country') {
        await saveCheckoutDraft(deps.db, token, form.delivery.country || null, { form, errors: {} });
        return reply.redirect(back, 303);
      }
      const key = request.body.idempotencyKey ?? '';
      try {
        if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw new AppError(400, 'VALIDATION_FAILED', 'No checkout key.');
        const placed = await placeOrder(await context(request.params.iso, request), token, form, key);
        return reply.redirect(placed.redirectUrl, 303);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        const errors: CheckoutErrors = validateCheckoutForm(form);
        for (const issue of error.issues ?? []) {
          const rule = ruleOf(issue.message);
          if (rule) errors[issue.path] = rule;
        }
        await saveCheckoutDraft(deps.db, token, form.delivery.country || null, { form, errors });
        return reply.redirect(`${back}#checkout-form`, 303);
      }
    },
  );
}

const ruleOf = (message: string): CheckoutErrorRule | undefined =>
  Object.entries(CHECKOUT_ERROR_MESSAGES).find(([, m]) => m === message)?.[0] as CheckoutErrorRule | undefined;
