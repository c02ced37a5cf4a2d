import {
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signupResponseSchema,
  signupSchema,
} from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limited, mailToLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/responses';
import {
  type AccountContext,
  clientIp,
  currentCustomer,
  endSession,
  joinCarts,
  publicOrigin,
  startSession,
} from './account-context';
import { loggedIn, loggedOut } from './customer-view';
import { TooManyAttempts, authenticate } from './login';
import { requestPasswordReset, resetPassword } from './passwords';
import { signup } from './signup';

const tags = ['account'];
const session = { 200: sessionResponseSchema, ...errorResponses };

/** Sign-up, login, logout, the session, forgot and reset password. Never cached. */
export async function authRoutes(app: FastifyInstance, ctx: AccountContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.post(
    '/api/account/signup',
    {
      config: limited(ctx.limits.signup),
      preHandler: mailToLimit(app, ctx.limits.mailTo),
      schema: {
        tags,
        summary: 'Creates an account (202 whether or not the address had one; the e-mail tells the owner)',
        body: signupSchema,
        response: { 202: signupResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await signup(ctx, publicOrigin(ctx, request), request.body);
      return reply.code(202).send({ accepted: true });
    },
  );

  r.post(
    '/api/account/login',
    {
      schema: {
        tags,
        summary: 'Logs in: a new session cookie (401 wrong address or password, 429 after 5 failures a minute)',
        body: loginSchema,
        response: session,
      },
    },
    async (request, reply) => {
      try {
        const customer = await authenticate(ctx, clientIp(request), request.body);
        await startSession(ctx, request, reply, customer.id);
        await joinCarts(ctx, request, reply, customer.id);
        return loggedIn(customer);
      } catch (error) {
        if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  r.post(
    '/api/account/logout',
    { schema: { tags, summary: "Ends this browser's session", response: session } },
    async (request, reply) => {
      await endSession(ctx, request, reply);
      return loggedOut;
    },
  );

  r.get(
    '/api/account/me',
    { schema: { tags, summary: "This browser's session", response: session } },
    async (request, reply) => {
      const customer = await currentCustomer(ctx, request, reply);
      return customer ? loggedIn(customer) : loggedOut;
    },
  );

  r.post(
    '/api/account/forgot-password',
    {
      config: limited(ctx.limits.forgotPassword),
      preHandler: mailToLimit(app, ctx.limits.mailTo),
      schema: {
        tags,
        summary: 'Mails a reset link when the address has an account; the same 202 answer either way',
        body: forgotPasswordSchema,
        response: { 202: forgotPasswordResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, publicOrigin(ctx, request), request.body);
      return reply.code(202).send({ sent: true });
    },
  );

  r.post(
    '/api/account/reset-password',
    {
      config: limited(ctx.limits.resetPassword),
      schema: {
        tags,
        summary: 'Sets a new password with a reset token (once, within an hour); every other session ends',
        body: resetPasswordSchema,
        response: session,
      },
    },
    async (request, reply) => {
      const customer = await resetPassword(ctx, request.body);
      await startSession(ctx, request, reply, customer.id);
      return loggedIn(customer);
    },
  );
}
