import {
  buildPath,
  LOGIN_FORM,
  PASSWORD_MAX_LENGTH,
  safeReturnPath,
  type LoginFormError,
} from '@storefront/shared-contracts';
import { dbIdSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/errors';
import { acceptFormPosts, requireSameOrigin } from '../../http/form-posts';
import { errorResponses } from '../../http/responses';
import { storefrontFromIso } from '../../http/storefront';
import { type AccountContext, clientIp, currentCustomer, joinCarts, startSession } from './account-context';
import { TooManyAttempts, authenticate } from './login';
import { profileRepository } from './profile-repository';

const tags = ['account'];
const redirect = { 303: z.null().describe('The page to show next'), ...errorResponses };

/**
 * The login form's fields as a browser sends them. An empty field is a failed login (the page says so), not a
 * 400 a shopper without JavaScript would read as the api's JSON; what no form of the shop can send still is.
 */
const loginFormSchema = z.object({
  email: z.string().trim().max(254).default(''),
  password: z.string().max(PASSWORD_MAX_LENGTH).default(''),
  [LOGIN_FORM.returnField]: z.string().max(4096).optional(),
});

/**
 * The account's forms as a page without JavaScript (or before its JavaScript runs) posts them, each answered with
 * a 303 to the page that shows the result, as checkout's Pay Now and the review vote are. The hydrated pages use
 * the JSON routes; these do the same work through the same functions.
 */
export async function accountFormRoutes(app: FastifyInstance, ctx: AccountContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  acceptFormPosts(app);

  r.post(
    '/api/:iso/account/login/form',
    {
      schema: {
        tags,
        summary: 'The login form without JavaScript: 303 to where it came from once logged in, or back with the reason',
        params: z.object({ iso: z.string() }),
        consumes: ['application/x-www-form-urlencoded'],
        body: loginFormSchema,
        response: redirect,
      },
    },
    async (request, reply) => {
      requireSameOrigin(request, 'login page');
      reply.header('cache-control', 'no-store');
      const { code } = storefrontFromIso(request.params.iso);
      const returnTo = safeReturnPath(request.body[LOGIN_FORM.returnField]);
      const back = (error: LoginFormError) => {
        const query = new URLSearchParams({ [LOGIN_FORM.errorQuery]: error });
        if (returnTo) query.set(LOGIN_FORM.returnField, returnTo);
        return reply.redirect(`${buildPath('login', code)}?${query.toString()}`, 303);
      };
      try {
        const customer = await authenticate(ctx, clientIp(request), request.body);
        await startSession(ctx, request, reply, customer.id);
        await joinCarts(ctx, request, reply, customer.id);
        return reply.redirect(returnTo ?? buildPath('account', code), 303);
      } catch (error) {
        if (error instanceof TooManyAttempts) return back('throttled');
        if (error instanceof AppError && error.statusCode === 401) return back('failed');
        throw error;
      }
    },
  );

  r.post(
    '/api/:iso/wishlist/:productId/form',
    {
      schema: {
        tags,
        summary:
          "A heart's tap without JavaScript: a guest to the login page (then back to the product), a shopper's product added and their wishlist shown",
        params: z.object({ iso: z.string(), productId: z.coerce.number().pipe(dbIdSchema) }),
        consumes: ['application/x-www-form-urlencoded'],
        // The form has no fields: the product is in the address, the shopper in the session cookie.
        body: z.object({}).optional(),
        response: redirect,
      },
    },
    async (request, reply) => {
      requireSameOrigin(request, 'product page');
      reply.header('cache-control', 'no-store');
      const { code } = storefrontFromIso(request.params.iso);
      const { productId } = request.params;
      const slug = await profileRepository.productSlug(ctx.db, productId);
      if (!slug) throw notFound(`Product ${productId} does not exist.`);
      const customer = await currentCustomer(ctx, request, reply);
      if (!customer) {
        const product = buildPath('product-slug', code, { slug });
        const query = new URLSearchParams({ [LOGIN_FORM.returnField]: product });
        return reply.redirect(`${buildPath('login', code)}?${query.toString()}`, 303);
      }
      // Added, never toggled: a page without JavaScript cannot know the heart's state (pages are the same for
      // every shopper until the shop runs), so a tap is "keep this"; the wishlist page it lands on can remove it.
      await profileRepository.addToWishlist(ctx.db, customer.id, productId);
      return reply.redirect(buildPath('account-wishlist', code), 303);
    },
  );
}
