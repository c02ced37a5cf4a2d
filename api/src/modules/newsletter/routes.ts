import { INVALID_EMAIL_MESSAGE } from '@storefront/shared-contracts';
import { newsletterSignupResponseSchema, newsletterSignupSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { toApiError } from '../../http/error-handler';
import { AppError } from '../../http/errors';
import { limited, type Limit, mailToLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/responses';
import { storefrontFromIso } from '../../http/storefront';
import { CONFIRM_PATH, type ConfirmationLinks } from './confirmation-link';
import { confirmationPage } from './confirmation-page';
import { confirmSubscription, subscribeToNewsletter } from './subscribe';

/** Spec 5 wants exactly its sentence for a bad address, not the generic "Invalid body.email: ..." message. */
function signupValidationError(error: Error): AppError {
  const body = toApiError(error);
  const message = body.issues?.some((issue) => issue.path === 'body.email') ? INVALID_EMAIL_MESSAGE : body.message;
  return new AppError(body.statusCode, body.code, message, body.params, body.issues);
}

export async function newsletterRoutes(
  app: FastifyInstance,
  {
    db,
    limit,
    mailToLimit: mailTo,
    links,
  }: { db: Database; limit: Limit; mailToLimit: Limit; links: ConfirmationLinks },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/newsletter',
    {
      config: limited(limit),
      preHandler: mailToLimit(app, mailTo),
      schema: {
        tags: ['newsletter'],
        summary: 'Signs an address up: the confirmation e-mail goes out (double opt-in); the same answer every time',
        body: newsletterSignupSchema,
        response: {
          202: newsletterSignupResponseSchema.describe(
            'Accepted, whether the address is new, unconfirmed or confirmed: the answer tells nobody which',
          ),
          ...errorResponses,
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw signupValidationError(request.validationError);
      // The schema accepted the iso, so this finds the storefront.
      const storefront = storefrontFromIso(request.body.iso);
      const { email, language = storefront.language } = request.body;
      const result = await subscribeToNewsletter(db, links, { email, storefront, language });
      return reply.code(202).header('cache-control', 'no-store').send(result);
    },
  );

  r.get(
    CONFIRM_PATH,
    {
      // Opening a link is cheap to repeat and guessing one is hopeless (HMAC); the limit keeps scripts off it.
      config: limited({ max: limit.max * 6, windowMs: limit.windowMs }),
      schema: {
        tags: ['newsletter'],
        summary:
          "The e-mailed confirmation link's page (HTML, in the subscriber's language): confirmed, already confirmed, expired or not valid",
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 200: z.string().describe('text/html; the outcome in data-outcome'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await confirmSubscription(db, links.secret, request.query.token ?? '');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(confirmationPage(result.outcome, result.language, result.storefront));
    },
  );
}
