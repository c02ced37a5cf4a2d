import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { ThirdPartyConfig } from '@storefront/shared-contracts';
import type { DevRemote } from '../dev/dev-remote';
import { contentSecurityPolicy, type CspDirectives } from './csp-header';

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

/**
 * The policy's directives, in header order; `{ nonce: true }` marks where the response's nonce goes. The nonce is
 * our own rather than helmet's `enableCSPNonces`, which also adds a style nonce — and a nonce in style-src makes
 * browsers ignore 'unsafe-inline', which the styles styled-components injects need.
 */
function cspDirectives(thirdParty: ThirdPartyConfig, devRemote: DevRemote | null): CspDirectives {
  const thirdPartyOrigins = originsOf(thirdParty);
  const dev = devOrigins(devRemote);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", { nonce: true }, ...thirdPartyOrigins.scripts, ...dev.scripts]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...thirdPartyOrigins.connect, ...dev.connect]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/**
 * The headers helmet sets for these options, other than the CSP: constants, so they are asked of helmet once (its
 * middleware run against a recorder) and every response gets the list.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

/**
 * Security headers on every response, made once here rather than per response (@fastify/helmet made helmet's
 * middleware, the CSP included, anew for every request, a cost on every page): the CSP is its constant text around
 * the response's nonce, then come helmet's other headers as helmet set them at start-up.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  thirdParty: ThirdPartyConfig,
  devRemote: DevRemote | null = null,
): Promise<void> {
  const csp = contentSecurityPolicy(cspDirectives(thirdParty, devRemote));
  const others = helmetHeaders({
    contentSecurityPolicy: false,
    // HSTS only makes sense over https; set below.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    res.setHeader('Content-Security-Policy', csp.withNonce(cspNonce(res)));
    for (const [name, value] of others.set) res.setHeader(name, value);
    for (const name of others.removed) res.removeHeader(name);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
}
