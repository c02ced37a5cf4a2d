import type { FastifyInstance } from 'fastify';

/** Parses HTML form posts (`application/x-www-form-urlencoded`) into a flat record, in the caller's scope. */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
