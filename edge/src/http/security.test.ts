import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import helmet from 'helmet';
import type { ThirdPartyConfig } from '@storefront/shared-contracts';
import { contentSecurityPolicy, type CspDirectives } from './csp-header';
import type { DevRemote } from '../dev/dev-remote';
import { cspNonce, registerSecurityHeaders } from './security';

const noThirdParty: ThirdPartyConfig = { tagManager: null, marketing: null, sessionRecording: null, iconService: null };
const allThirdParties: ThirdPartyConfig = {
  tagManager: 'https://tags.example.test/gtm.js',
  marketing: 'https://tags.example.test/pixel.js',
  sessionRecording: 'https://replay.example.test:8443/r.js',
  iconService: 'https://icons.example.test/set',
};
const devRemote: DevRemote = {
  name: 'mf_catalog',
  entry: 'http://127.0.0.1:3999/remoteEntry.js',
  origin: 'http://127.0.0.1:3999',
};

/**
 * The edge's security headers as they were made before they were built once: @fastify/helmet with this policy,
 * written out for each case (helmet rebuilt all of it per response).
 */
async function helmetReference(app: FastifyInstance, scripts: string[], connect: string[]): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as ServerResponse)}'`, ...scripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connect],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

async function appWith(register: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: true });
  await register(app);
  app.get('/', async (_request, reply) => cspNonce(reply.raw));
  await app.ready();
  return app;
}

/** A response's headers in the order they were set, the date left out and the nonce written `N`. */
async function headersOf(app: FastifyInstance, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/', headers });
  const nonce = res.body;
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const pairs = Object.entries(res.headers)
    .filter(([name]) => name !== 'date')
    .map(([name, value]) => `${name}: ${String(value).replace(`'nonce-${nonce}'`, "'nonce-N'")}`);
  return { pairs, csp: String(res.headers['content-security-policy']), nonce };
}

describe('security headers built once', () => {
  const cases: [string, ThirdPartyConfig, DevRemote | null, string[], string[]][] = [
    ['no third party', noThirdParty, null, [], []],
    [
      'third parties (one origin twice)',
      allThirdParties,
      null,
      ['https://tags.example.test', 'https://replay.example.test:8443'],
      ['https://icons.example.test'],
    ],
    [
      'the dev loop',
      noThirdParty,
      devRemote,
      ['http://127.0.0.1:3999'],
      ['http://127.0.0.1:3999', 'ws://127.0.0.1:3999'],
    ],
  ];

  it.each(cases)(
    'are the headers @fastify/helmet made, in the same order: %s',
    async (_name, thirdParty, dev, scripts, connect) => {
      const ours = await appWith((app) => registerSecurityHeaders(app, thirdParty, dev));
      const reference = await appWith((app) => helmetReference(app, scripts, connect));
      try {
        for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
          const [a, b] = [await headersOf(ours, headers), await headersOf(reference, headers)];
          expect(a.pairs).toEqual(b.pairs);
          expect(a.pairs.some((pair) => pair.startsWith('content-security-policy: '))).toBe(true);
          expect(a.csp).toContain(`'nonce-${a.nonce}'`);
        }
        const https = await headersOf(ours, { 'x-forwarded-proto': 'https' });
        expect(https.pairs).toContain('strict-transport-security: max-age=31536000; includeSubDomains');
      } finally {
        await ours.close();
        await reference.close();
      }
    },
  );

  it('gives every response its own nonce', async () => {
    const app = await appWith((instance) => registerSecurityHeaders(instance, noThirdParty));
    try {
      const nonces = new Set<string>();
      for (let i = 0; i < 5; i++) nonces.add((await headersOf(app)).nonce);
      expect(nonces.size).toBe(5);
    } finally {
      await app.close();
    }
  });
});

describe('contentSecurityPolicy', () => {
  /** helmet's header for these directives, the nonce given as helmet's function source. */
  function helmetHeader(directives: CspDirectives, nonce: string): string {
    let header = '';
    const res = { setHeader: (_name: string, value: string) => (header = value) } as unknown as ServerResponse;
    const middleware = helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: Object.fromEntries(
        directives.map(([name, sources]) => [
          name,
          sources.map((source) => (typeof source === 'string' ? source : () => `'nonce-${nonce}'`)),
        ]),
      ),
    });
    middleware({} as never, res, (error?: unknown) => {
      if (error) throw error;
    });
    return header;
  }

  const source = fc.constantFrom(
    "'self'",
    "'none'",
    "'unsafe-inline'",
    'data:',
    'https://a.example.test',
    'ws://b.test:81',
  );
  const directives = fc
    .tuple(
      fc.array(source, { maxLength: 4 }),
      fc.uniqueArray(
        fc.constantFrom('script-src', 'img-src', 'font-src', 'connect-src', 'frame-ancestors', 'base-uri'),
        {
          minLength: 1,
        },
      ),
      fc.array(fc.array(source, { maxLength: 4 }), { minLength: 6, maxLength: 6 }),
      fc.nat(),
      fc.nat(),
    )
    .map(([defaults, names, sourceLists, whereDirective, wherePlace]): CspDirectives => {
      const list: [string, (string | { nonce: true })[]][] = [
        ['default-src', defaults],
        ...names.map((name, index): [string, (string | { nonce: true })[]] => [name, [...sourceLists[index]!]]),
      ];
      const withNonce = list[whereDirective % list.length]![1];
      withNonce.splice(wherePlace % (withNonce.length + 1), 0, { nonce: true });
      return list;
    });

  it('writes the header helmet writes, whatever the directives and the nonce', () => {
    fc.assert(
      fc.property(directives, fc.base64String({ minLength: 4 }), (list, nonce) => {
        expect(contentSecurityPolicy(list).withNonce(nonce)).toBe(helmetHeader(list, nonce));
      }),
    );
  });

  it("refuses a source holding ';' or ',' and a policy without exactly one nonce", () => {
    expect(() => contentSecurityPolicy([['default-src', ["'self'", 'https://a.test;x']]])).toThrow(/';' or ','/);
    expect(() => contentSecurityPolicy([['default-src', ['https://a.test,b']]])).toThrow(/';' or ','/);
    expect(() => contentSecurityPolicy([['default-src', ["'self'"]]])).toThrow(/exactly one/);
    expect(() =>
      contentSecurityPolicy([
        ['default-src', [{ nonce: true }]],
        ['script-src', [{ nonce: true }]],
      ]),
    ).toThrow(/exactly one/);
  });
});
