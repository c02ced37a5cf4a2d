import { apiPaths, isStorefrontCode } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { acceptFormPosts } from '../../http/form-posts';
import { type AccountContext, publicOrigin } from './account-context';
import { customerRepository } from './customer-repository';
import { confirmEmailChange } from './email-change';
import { type EmailChangeView, emailChangePage } from './email-change-page';
import { hashToken, isWellFormedToken } from './tokens';

const tags = ['account'];
const token = z.object({ token: z.string().max(200).default('') });
const html = { 200: z.string().describe('text/html; the outcome in data-outcome'), ...errorResponses };

function sendPage(reply: FastifyReply, page: string) {
  return (
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The token is in the URL: it must not leak to other sites. Not `no-referrer`: with it the button's POST
      // would carry `Origin: null`, which the origin guard refuses.
      .header('referrer-policy', 'same-origin')
      .send(page)
  );
}

/** The page of the link an e-mail change mails to the new address (reached through the edge's `/api` proxy). */
export async function emailChangeRoutes(app: FastifyInstance, ctx: AccountContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  acceptFormPosts(app);

  r.get(
    apiPaths.emailChange(),
    {
      schema: {
        tags,
        summary: "The e-mailed link's page (HTML, in the request's language): asks to confirm; changes nothing",
        querystring: token,
        response: html,
      },
    },
    async (request, reply) => {
      const given = request.query.token;
      const change = isWellFormedToken(given)
        ? await customerRepository.findEmailChange(ctx.db, hashToken(given))
        : undefined;
      if (!change) return sendPage(reply, emailChangePage('invalid', 'en', 'en'));
      const view: EmailChangeView = change.used ? 'used' : change.expired ? 'expired' : 'ask';
      const storefront = isStorefrontCode(change.storefront) ? change.storefront : 'en';
      return sendPage(reply, emailChangePage(view, change.language, storefront, given));
    },
  );

  r.post(
    apiPaths.emailChange(),
    {
      schema: {
        tags,
        summary:
          "The link page's button: the account takes the new address (once, within a day, while it is free) and the old address is told",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: token,
        response: html,
      },
    },
    async (request, reply) => {
      const result = await confirmEmailChange(ctx, publicOrigin(ctx, request), request.body.token);
      return sendPage(reply, emailChangePage(result.outcome, result.language, result.storefront));
    },
  );
}
