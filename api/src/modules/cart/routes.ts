import {
  addCartItemSchema,
  applyCouponSchema,
  cartSchema,
  dbIdSchema,
  updateCartItemSchema,
} from '@storefront/shared-contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { type Limit, MemoryFrontedLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/responses';
import { detectedCountryOf, storefrontFromIso } from '../../http/storefront';
import { addToCart } from './add-to-cart';
import { applyCoupon, removeCoupon } from './apply-coupon';
import type { CartContext } from './cart-context';
import { CartReference } from './cart-reference';
import { NewCartWriter } from './new-cart-writer';
import { cartTokenOf, clearCartCookie, setCartCookie } from './cart-token';
import { createCart } from './create-cart';
import { formAddRoute } from './form-add';
import { getCart } from './get-cart';
import { removeCartLine } from './remove-cart-line';
import { updateCartLine } from './update-cart-line';

interface CartDeps {
  db: Database;
  maxSeedsPerCart: number;
  cookieSecure: boolean;
  /** New carts per client (a request that would make one past it answers 429). */
  cartCreateLimit: Limit;
  clientKey: (request: FastifyRequest) => string;
}

const isoParams = z.object({ iso: z.string() });
const lineParams = isoParams.extend({ lineId: z.coerce.number().pipe(dbIdSchema) });
const cart = { tags: ['cart'] };
const answersCart = { 200: cartSchema, ...errorResponses };
const createsCart = {
  200: cartSchema.describe('The cart already existed'),
  201: cartSchema.describe('A new cart'),
  ...errorResponses,
};

/**
 * Writes a client may send again (a balancer's retry on another instance, a browser's after a timeout) carry a
 * key of its choosing, the same for every attempt of one click.
 */
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
});

/** The cart endpoints: server-computed carts keyed by the HttpOnly cart cookie, never cached. */
export async function cartRoutes(
  app: FastifyInstance,
  { db, maxSeedsPerCart, cookieSecure, cartCreateLimit, clientKey }: CartDeps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // New carts per client counted in memory in front of their row (see MemoryFrontedLimit).
  const creations = new MemoryFrontedLimit(db);
  app.addHook('onClose', () => creations.close());
  const reference = new CartReference(db);
  // PGlite runs one statement at a time; a PostgreSQL pool takes a few groups at once.
  const newCarts = new NewCartWriter(db, db.kind === 'pglite' ? 1 : 4);
  const context = (iso: string, request: FastifyRequest): CartContext => {
    const storefront = storefrontFromIso(iso);
    return {
      db,
      currency: storefront.currency,
      maxSeeds: maxSeedsPerCart,
      where: { storefront: storefront.code, detectedCountry: detectedCountryOf(request) },
      beforeCreate: (q) =>
        creations.consume(`cart-create|${clientKey(request)}`, cartCreateLimit.max, cartCreateLimit.windowMs, q),
      reference,
      newCarts,
    };
  };

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // The unknown-storefront 404 comes before any body validation.
  app.addHook('preValidation', async (request) => {
    storefrontFromIso((request.params as { iso: string }).iso);
  });
  // In a scope of its own: only the form route takes form bodies (the JSON routes keep answering 415 to them).
  await app.register(formAddRoute, { db, cookieSecure, context });

  r.get(
    '/api/:iso/cart',
    {
      schema: {
        ...cart,
        summary: "The visitor's cart (empty, id null, without one)",
        params: isoParams,
        response: answersCart,
      },
    },
    async (request, reply) => {
      const token = cartTokenOf(request);
      const { cart, known } = await getCart(context(request.params.iso, request), token);
      if (token && !known) clearCartCookie(reply, cookieSecure);
      return cart;
    },
  );

  r.post(
    '/api/:iso/cart',
    {
      schema: {
        ...cart,
        summary: 'Creates the cart (or answers the existing one)',
        params: isoParams,
        response: createsCart,
      },
    },
    async (request, reply) => {
      const { cart, token, created } = await createCart(context(request.params.iso, request), cartTokenOf(request));
      setCartCookie(reply, token, cookieSecure);
      return reply.code(created ? 201 : 200).send(cart);
    },
  );

  r.post(
    '/api/:iso/cart/items',
    {
      schema: {
        ...cart,
        summary: 'Adds a pack (creating the cart when needed); an Idempotency-Key sent again is applied once',
        params: isoParams,
        headers: idempotencyHeaders,
        body: addCartItemSchema,
        response: createsCart,
      },
    },
    async (request, reply) => {
      const { cart, token, created } = await addToCart(
        context(request.params.iso, request),
        cartTokenOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      setCartCookie(reply, token, cookieSecure);
      return reply.code(created ? 201 : 200).send(cart);
    },
  );

  r.patch(
    '/api/:iso/cart/items/:lineId',
    {
      schema: {
        ...cart,
        summary: "Changes a line's quantity",
        params: lineParams,
        body: updateCartItemSchema,
        response: answersCart,
      },
    },
    async (request, reply) => {
      const token = cartTokenOf(request);
      const cart = await updateCartLine(
        context(request.params.iso, request),
        token,
        request.params.lineId,
        request.body.quantity,
      );
      if (token) setCartCookie(reply, token, cookieSecure);
      return cart;
    },
  );

  r.delete(
    '/api/:iso/cart/items/:lineId',
    { schema: { ...cart, summary: 'Removes a line', params: lineParams, response: answersCart } },
    async (request, reply) => {
      const token = cartTokenOf(request);
      const cart = await removeCartLine(context(request.params.iso, request), token, request.params.lineId);
      if (token) setCartCookie(reply, token, cookieSecure);
      return cart;
    },
  );

  r.put(
    '/api/:iso/cart/coupon',
    {
      schema: {
        ...cart,
        summary: "Applies a coupon code (replacing the cart's coupon); 422 INVALID_COUPON or COUPON_NOT_APPLICABLE",
        params: isoParams,
        body: applyCouponSchema,
        response: answersCart,
      },
    },
    async (request, reply) => {
      const token = cartTokenOf(request);
      const cart = await applyCoupon(context(request.params.iso, request), token, request.body.code);
      if (token) setCartCookie(reply, token, cookieSecure);
      return cart;
    },
  );

  r.delete(
    '/api/:iso/cart/coupon',
    { schema: { ...cart, summary: "Removes the cart's coupon", params: isoParams, response: answersCart } },
    async (request, reply) => {
      const token = cartTokenOf(request);
      const cart = await removeCoupon(context(request.params.iso, request), token);
      if (token) setCartCookie(reply, token, cookieSecure);
      return cart;
    },
  );
}
