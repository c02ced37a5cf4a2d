import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** One year, subdomains included: the edge's value. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers: nosniff, frames refused (DENY, as the edge's pages: an api answer through the edge must not
 * loosen them), the edge's referrer policy, and HSTS only when the browser came over https (`request.protocol`
 * reads x-forwarded-proto only from the edge, http/client-ip.ts); over plain http it means nothing, and a
 * development or test origin must not be pinned to https. No CSP here: the api answers JSON, and its two HTML pages
 * (Swagger UI, the sandbox's hosted payment page) are development and test tools; the shop's pages get theirs from
 * the edge. The referrer policy: with helmet's default (no-referrer) browsers send `Origin: null` on the sandbox
 * payment page's form posts, which the origin guard rightly refuses.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
