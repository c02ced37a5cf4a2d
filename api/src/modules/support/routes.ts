import { Readable } from 'node:stream';
import { type ChatEvent, INVALID_EMAIL_MESSAGE, isLanguage } from '@storefront/shared-contracts';
import {
  chatEventSchema,
  chatRequestSchema,
  contactMessageSchema,
  contactResponseSchema,
  faqResponseSchema,
} from '@storefront/shared-contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { toApiError } from '../../http/error-handler';
import { AppError } from '../../http/errors';
import { clientIpOf } from '../../http/client-ip';
import { limited, type Limit, mailToLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/responses';
import { storefrontFromIso } from '../../http/storefront';
import { answerChat, streamChat } from './chat';
import { getFaq } from './faq';
import { sendSupportMessage } from './send-message';

export interface SupportDeps {
  db: Database;
  supportEmail: string;
  /** Contact messages per client address (the shop's rate limiter, http/rate-limit.ts). */
  limit: Limit;
  /** Chat messages per client address. */
  chatLimit: Limit;
  /** E-mails to one address (the copy to the shopper), shared with the other forms that mail it. */
  mailToLimit: Limit;
  orderLinkSecret: string;
  orderLookupLimit: number;
  /** Pause between streamed pieces of a chat reply (tests: 0). */
  chatPauseMs?: number;
}

const tags = ['support'];
const languageQuery = z.object({
  lang: z.string().refine(isLanguage, 'Expected en, de, nl or fr.').optional(),
  q: z.string().max(200).optional(),
});

/** Each field's own message (spec 5 for the e-mail and the name), not the generic "Invalid body.email: ...". */
function contactValidationError(error: Error): AppError {
  const body = toApiError(error);
  const issues = body.issues?.map((issue) => ({
    path: issue.path.replace(/^body\./, ''),
    message: issue.path === 'body.email' ? INVALID_EMAIL_MESSAGE : issue.message,
  }));
  return new AppError(422, 'VALIDATION_FAILED', issues?.[0]?.message ?? body.message, undefined, issues);
}

export async function supportRoutes(app: FastifyInstance, deps: SupportDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clientOf = (request: FastifyRequest) => clientIpOf(request);

  r.post(
    '/api/:iso/contact',
    {
      config: limited(deps.limit),
      preHandler: mailToLimit(app, deps.mailToLimit),
      schema: {
        tags,
        summary: 'A contact form message: stored, e-mailed to support with a copy to the shopper (rate-limited)',
        params: z.object({ iso: z.string() }),
        body: contactMessageSchema,
        response: { 201: contactResponseSchema, ...errorResponses },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw contactValidationError(request.validationError);
      const storefront = storefrontFromIso(request.params.iso);
      const { name, email, message, conversation, website, language = storefront.language } = request.body;
      // The honeypot: people never see the field, so a filled one is a bot. It gets the same answer and is dropped.
      if (website?.trim()) {
        request.log.info({ honeypot: true }, 'contact message dropped');
        return reply.code(201).header('cache-control', 'no-store').send({ sent: true });
      }
      await sendSupportMessage(db(deps), deps.supportEmail, {
        name,
        email,
        message,
        ...(conversation?.trim() ? { conversation: conversation.trim() } : {}),
        storefront,
        language,
        client: clientOf(request),
      });
      return reply.code(201).header('cache-control', 'no-store').send({ sent: true });
    },
  );

  r.get(
    '/api/:iso/faq',
    {
      schema: {
        tags,
        summary: 'The FAQ grouped by topic, or the entries matching `q` (full text in the language, typo-tolerant)',
        params: z.object({ iso: z.string() }),
        querystring: languageQuery,
        response: { 200: faqResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const language = request.query.lang && isLanguage(request.query.lang) ? request.query.lang : storefront.language;
      const faq = await getFaq(deps.db, language, request.query.q ?? '');
      return reply.header('cache-control', 'no-cache').send(faq);
    },
  );

  r.post(
    '/api/:iso/chat',
    {
      config: limited(deps.chatLimit),
      schema: {
        tags,
        summary: 'The chatbot: answers a question as NDJSON lines (chatEventSchema), streamed',
        produces: ['application/x-ndjson'],
        params: z.object({ iso: z.string() }),
        body: chatRequestSchema,
        response: {
          200: chatEventSchema.describe('Each line of the NDJSON answer (application/x-ndjson), streamed'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const language = request.body.language ?? storefront.language;
      const events = await answerChat(
        { db: deps.db, orderLinkSecret: deps.orderLinkSecret, lookupLimit: deps.orderLookupLimit },
        {
          message: request.body.message,
          history: request.body.history ?? [],
          language,
          storefront,
          client: clientOf(request),
        },
      );
      return (
        reply
          .code(200)
          .header('content-type', 'application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // A stream is sent as it is, never serialised; the response schema above documents each line.
          .send(Readable.from(streamChat(events, deps.chatPauseMs ?? 25)) as unknown as ChatEvent)
      );
    },
  );
}

const db = (deps: SupportDeps) => deps.db;
