import { buildPath, CART_COUNT_COOKIE, ERROR_CODES, MAX_LINE_QUANTITY, type Cart } from '@storefront/shared-contracts';
import { dbIdSchema, formAddedSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { acceptFormPosts, requireSameOrigin, wantsJson } from '../../http/form-posts';
import { errorResponses } from '../../http/responses';
import { storefrontFromIso } from '../../http/storefront';
import { addToCart } from './add-to-cart';
import { cartRepository } from './repository';
import type { CartContext } from './cart-context';
import { cartTokenOf, setCartCookie } from './cart-token';

/** What the product page reads after the redirect (`?added=` or `?add-error=`), one code per refusal. */
export const FORM_ADD_ERRORS = {
  [ERROR_CODES.maxSeeds]: 'max-seeds',
  LINE_QUANTITY_LIMIT: 'line-limit',
  [ERROR_CODES.notFound]: 'unavailable',
  [ERROR_CODES.rateLimited]: 'busy',
} as const;

/** The product form's fields, all strings as an HTML form sends them. */
export const formAddSchema = z.object({
  productId: z.coerce.number().pipe(dbIdSchema),
  packId: z.coerce.number().pipe(dbIdSchema),
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
});

const THIRTY_DAYS = 30 * 24 * 3600;

interface FormAddDeps {
  db: Database;
  cookieSecure: boolean;
  context: (iso: string, request: FastifyRequest) => CartContext;
}

/** The cart count cookie the edge fills the header from (a 303 is no cart answer, so the api's hook sets none). */
function setCartCount(reply: FastifyReply, cart: Cart, secure: boolean): void {
  reply.setCookie(CART_COUNT_COOKIE, `${cart.itemCount}.${cart.seedCount}`, {
    path: '/',
    sameSite: 'lax',
    secure: secure || 'auto',
    httpOnly: false,
    maxAge: THIRTY_DAYS,
  });
}

/**
 * The product page's add-to-cart form posted without JavaScript (or before the page's JavaScript runs): adds the
 * pack as the JSON route does (price, seed maximum and the new-cart limit all the api's), then 303 back to the
 * product page with `?added=<packId>`, which renders the added-to-cart notice, or with `?add-error=<code>` and the
 * chosen pack, which renders the reason beside the still-chosen pack. Sent by the page's early handler with
 * `Accept: application/json`, the same add answers `formAddedSchema` (200) or the api's JSON error. A request the product page cannot send (an
 * unknown product, a pack of another product, no Origin) answers a 4xx error and changes nothing.
 */
export async function formAddRoute(app: FastifyInstance, deps: FormAddDeps): Promise<void> {
  acceptFormPosts(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/:iso/cart/form-add',
    {
      schema: {
        tags: ['cart'],
        summary: "The product page's add-to-cart form: 303 back to the product with the added pack or the reason",
        params: z.object({ iso: z.string() }),
        consumes: ['application/x-www-form-urlencoded'],
        body: formAddSchema,
        response: {
          200: formAddedSchema.describe('Asked with `Accept: application/json`: the pack added and the counts'),
          303: z.null().describe('Back to the product page, `?added=` or `?add-error=`'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      requireSameOrigin(request, 'product page');
      const json = wantsJson(request);
      const storefront = storefrontFromIso(request.params.iso);
      const { productId, packId, quantity } = request.body;
      const product = await cartRepository.productPack(deps.db, productId, packId);
      if (!product) throw notFound(`Product ${productId} does not exist.`);
      if (product.pack_id === null)
        throw new AppError(400, ERROR_CODES.validation, `Seed pack ${packId} is not a pack of this product.`);
      const back = buildPath('product-slug', storefront.code, { slug: product.slug });
      try {
        const added = await addToCart(deps.context(request.params.iso, request), cartTokenOf(request), {
          packId,
          quantity,
        });
        setCartCookie(reply, added.token, deps.cookieSecure);
        setCartCount(reply, added.cart, deps.cookieSecure);
        if (json) return { added: packId, itemCount: added.cart.itemCount, seedCount: added.cart.seedCount };
        return reply.redirect(`${back}?added=${packId}`, 303);
      } catch (error) {
        const code = error instanceof AppError ? FORM_ADD_ERRORS[error.code as keyof typeof FORM_ADD_ERRORS] : null;
        // Asked for JSON, a refusal is the api's usual error answer (the page then posts natively for the reason).
        if (json || !code || !(error instanceof AppError)) throw error;
        const amount = error.params?.amount;
        const query = new URLSearchParams({ 'add-error': code, pack: String(packId) });
        if (typeof amount === 'number') query.set('amount', String(amount));
        return reply.redirect(`${back}?${query.toString()}`, 303);
      }
    },
  );
}
