import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ThirdPartyConfig } from '@storefront/shared-contracts';
import type { DevRemote } from '../dev/dev-remote';

const nonces = new WeakMap<ServerResponse, string>();

/** The CSP nonce of this response (the one in its Content-Security-Policy header). */
export function cspNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/**
 * Security headers. The nonce is our own rather than helmet's `enableCSPNonces`, which also adds a
 * style nonce — and a nonce in style-src makes browsers ignore 'unsafe-inline', which the styles
 * styled-components injects need.
 */
/** The origins of configured third-party URLs, for the policy's script and connect sources. */
function originsOf(thirdParty: ThirdPartyConfig): { scripts: string[]; connect: string[] } {
  const origin = (url: string | null) => (url ? [new URL(url).origin] : []);
  return {
    scripts: [
      ...new Set([
        ...origin(thirdParty.tagManager),
        ...origin(thirdParty.marketing),
        ...origin(thirdParty.sessionRecording),
      ]),
    ],
    connect: origin(thirdParty.iconService),
  };
}

/** The dev loop's server: its scripts, its hot-update requests and its socket (`npm run dev`). */
function devOrigins(devRemote: DevRemote | null): { scripts: string[]; connect: string[] } {
  if (!devRemote) return { scripts: [], connect: [] };
  const socket = devRemote.origin.replace(/^http/, 'ws');
  return { scripts: [devRemote.origin], connect: [devRemote.origin, socket] };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  thirdParty: ThirdPartyConfig,
  devRemote: DevRemote | null = null,
): Promise<void> {
  const thirdPartyOrigins = originsOf(thirdParty);
  const dev = devOrigins(devRemote);
  const allowed = {
    scripts: [...thirdPartyOrigins.scripts, ...dev.scripts],
    connect: [...thirdPartyOrigins.connect, ...dev.connect],
  };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as ServerResponse)}'`, ...allowed.scripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...allowed.connect],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only makes sense over https; see the hook below.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
