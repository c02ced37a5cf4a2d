import { INVALID_EMAIL_MESSAGE } from '@storefront/shared-contracts';
import { newsletterSignupResponseSchema, newsletterSignupSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { toApiError } from '../../http/error-handler';
import { AppError } from '../../http/errors';
import { limited, type Limit } from '../../http/rate-limit';
import { errorResponses } from '../../http/responses';
import { storefrontFromIso } from '../../http/storefront';
import { subscribeToNewsletter } from './subscribe';

/** Spec 5 wants exactly its sentence for a bad address, not the generic "Invalid body.email: ..." message. */
function signupValidationError(error: Error): AppError {
  const body = toApiError(error);
  const message = body.issues?.some((issue) => issue.path === 'body.email') ? INVALID_EMAIL_MESSAGE : body.message;
  return new AppError(body.statusCode, body.code, message, body.params, body.issues);
}

export async function newsletterRoutes(
  app: FastifyInstance,
  { db, limit }: { db: Database; limit: Limit },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/newsletter',
    {
      config: limited(limit),
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribes an address (and queues the welcome e-mail)',
        body: newsletterSignupSchema,
        response: {
          200: newsletterSignupResponseSchema.describe('Already subscribed: nothing changed'),
          201: newsletterSignupResponseSchema.describe('Subscribed'),
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
      const result = await subscribeToNewsletter(db, { email, storefront, language });
      return reply
        .code(result.alreadySubscribed ? 200 : 201)
        .header('cache-control', 'no-store')
        .send(result);
    },
  );
}
