import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createFieldHealthSource,
  type AreaReleaseHealth,
  type FieldHealthSource,
} from '../canary-analysis/field-health';
import type { EdgeConfig } from '../config';
import { readReleaseLog } from '../release/release-log';
import { releaseStatus } from '../release/status';
import { consolePage, loginPage, OPS_STYLESHEET, type ConsoleView } from './ops-page';
import { checkOperator, readOperators } from './operators';
import {
  createLoginLimiter,
  createOpsSessions,
  OPS_LOGIN_CSRF_COOKIE,
  OPS_SESSION_COOKIE,
  OPS_SESSION_TTL_MS,
  randomToken,
  sameToken,
  type OpsSession,
} from './ops-session';

/** Login attempts per client address and window: a person who mistypes a few times, not a guesser. */
export const OPS_LOGIN_LIMIT = 10;
export const OPS_LOGIN_WINDOW_MS = 5 * 60 * 1000;
const FIELD_MINUTES = 60;
const LOG_ENTRIES = 50;
const COOKIE_PATH = '/ops';

const loginFormSchema = z.object({
  csrf: z.string().max(200).optional(),
  name: z.string().min(1).max(63),
  password: z.string().min(1).max(1024),
});

export interface OpsConsoleOptions {
  /** Tests: a shorter window or limit. */
  loginLimit?: number;
  loginWindowMs?: number;
}

/**
 * The release console under `/ops`: server-rendered HTML for operators (`release operator add`), read-only in this
 * slice. Its own scope (form parser, no-store) and its own cookies on path /ops; never the shop's page route.
 */
export async function registerOpsConsole(
  app: FastifyInstance,
  config: EdgeConfig,
  options: OpsConsoleOptions = {},
): Promise<void> {
  await app.register(async (scope) => opsRoutes(scope, config, options));
}

function opsRoutes(app: FastifyInstance, config: EdgeConfig, options: OpsConsoleOptions): void {
  const sessions = createOpsSessions();
  const limiter = createLoginLimiter(
    options.loginLimit ?? OPS_LOGIN_LIMIT,
    options.loginWindowMs ?? OPS_LOGIN_WINDOW_MS,
  );
  const token = config.canaryAnalysis.apiToken;
  const field: FieldHealthSource | null = token
    ? createFieldHealthSource({ apiUrl: config.apiUrl, token, timeoutMs: config.apiTimeoutMs })
    : null;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
  });

  const cookieOptions = (request: FastifyRequest, maxAgeSeconds: number) => ({
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
  /** The session, while its operator still has an account (`release operator remove` ends it at the next request). */
  const sessionOf = async (request: FastifyRequest): Promise<OpsSession | null> => {
    const id = request.cookies[OPS_SESSION_COOKIE];
    const session = sessions.get(id);
    if (!session) return null;
    const { operators } = await readOperators(config.releasesDir);
    if (operators.some((o) => o.name === session.operator)) return session;
    sessions.end(id);
    return null;
  };

  /** No operator session: a page asks to log in, anything else is 401. */
  const refuse = (request: FastifyRequest, reply: FastifyReply) =>
    request.method === 'GET'
      ? reply.code(303).header('location', '/ops/login').send()
      : reply.code(401).type('text/plain; charset=utf-8').send('Log in at /ops/login\n');

  const showLogin = (request: FastifyRequest, reply: FastifyReply, status: number, problem: string | null) => {
    const csrf = randomToken();
    return reply
      .code(status)
      .setCookie(OPS_LOGIN_CSRF_COOKIE, csrf, cookieOptions(request, 3600))
      .type('text/html; charset=utf-8')
      .send(loginPage(csrf, problem));
  };

  // A constant file with nothing of the operator's in it: the login page needs it before there is a session.
  app.get('/ops/ops.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(OPS_STYLESHEET));

  app.get('/ops/login', async (request, reply) => {
    if (await sessionOf(request)) return reply.code(303).header('location', '/ops').send();
    return showLogin(request, reply, 200, null);
  });

  app.post('/ops/login', async (request, reply) => {
    const wait = limiter.hit(request.ip);
    if (wait > 0) {
      request.log.warn({ ip: request.ip }, 'ops login: too many attempts');
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .type('text/plain; charset=utf-8')
        .send('Too many login attempts; try again later.\n');
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!sameToken(typeof body.csrf === 'string' ? body.csrf : undefined, request.cookies[OPS_LOGIN_CSRF_COOKIE]))
      return reply.code(403).type('text/plain; charset=utf-8').send('The form expired; open /ops/login again.\n');
    const form = loginFormSchema.safeParse(body);
    if (!form.success) return showLogin(request, reply, 400, 'Enter your operator name and password.');
    const operator = await checkOperator(config.releasesDir, form.data.name, form.data.password);
    if (!operator) {
      request.log.warn({ ip: request.ip }, 'ops login refused');
      return showLogin(request, reply, 401, 'Wrong operator name or password.');
    }
    // A new id at every login (no fixation); the form's token is spent.
    sessions.end(request.cookies[OPS_SESSION_COOKIE]);
    const { id } = sessions.start(operator);
    request.log.info({ operator }, 'ops login');
    return reply
      .clearCookie(OPS_LOGIN_CSRF_COOKIE, { path: COOKIE_PATH })
      .setCookie(OPS_SESSION_COOKIE, id, cookieOptions(request, OPS_SESSION_TTL_MS / 1000))
      .code(303)
      .header('location', '/ops')
      .send();
  });

  app.post('/ops/logout', async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return refuse(request, reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!sameToken(typeof body.csrf === 'string' ? body.csrf : undefined, session.csrf))
      return reply.code(403).type('text/plain; charset=utf-8').send('The form expired; reload /ops.\n');
    sessions.end(request.cookies[OPS_SESSION_COOKIE]);
    request.log.info({ operator: session.operator }, 'ops logout');
    return reply
      .clearCookie(OPS_SESSION_COOKIE, { path: COOKIE_PATH })
      .code(303)
      .header('location', '/ops/login')
      .send();
  });

  app.get('/ops', async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return refuse(request, reply);
    const view = await readConsole(config, field, request);
    return reply
      .type('text/html; charset=utf-8')
      .send(consolePage({ ...view, operator: session.operator, csrf: session.csrf }));
  });

  // Anything else under /ops: not the shop's, and nothing to see without a session.
  app.all('/ops/*', async (request, reply) => {
    if (!(await sessionOf(request))) return refuse(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
  });
}

async function readConsole(
  config: EdgeConfig,
  field: FieldHealthSource | null,
  request: FastifyRequest,
): Promise<Omit<ConsoleView, 'operator' | 'csrf'>> {
  const ctx = { rootDir: path.dirname(config.releasesDir), releasesDir: config.releasesDir, shellDir: config.shellDir };
  const [status, log] = await Promise.all([releaseStatus(ctx), readReleaseLog(config.releasesDir)]);
  return {
    now: new Date().toISOString(),
    pointer: { status: status.pointerStatus, problem: status.problem, updatedAt: status.updatedAt },
    areas: status.areas,
    field: await readField(field, status.areas, request),
    log: log.slice(-LOG_ENTRIES).reverse(),
  };
}

/** All storefronts' figures, and for a canary limited to one storefront, that storefront's (what it is judged on). */
async function readField(
  field: FieldHealthSource | null,
  areas: Awaited<ReturnType<typeof releaseStatus>>['areas'],
  request: FastifyRequest,
): Promise<ConsoleView['field']> {
  if (!field) return { unavailable: 'API_OPS_TOKEN is not configured' };
  const storefronts = [...new Set(areas.flatMap((a) => (a.canary?.storefront ? [a.canary.storefront] : [])))];
  try {
    const [all, ...limited] = await Promise.all([
      field.read({ minutes: FIELD_MINUTES, storefront: null }),
      ...storefronts.map((storefront) => field.read({ minutes: FIELD_MINUTES, storefront })),
    ]);
    const byStorefront = new Map(storefronts.map((s, i) => [s, limited[i] ?? []]));
    const byArea = new Map<string, AreaReleaseHealth[]>();
    for (const a of areas) {
      const rows = (a.canary?.storefront ? byStorefront.get(a.canary.storefront) : all) ?? [];
      byArea.set(
        a.area,
        rows.filter((r) => r.area === a.area).sort((x, y) => x.side.localeCompare(y.side) * -1 || y.views - x.views),
      );
    }
    return { minutes: FIELD_MINUTES, byArea };
  } catch (error) {
    request.log.warn({ err: error }, 'ops console: field health unavailable');
    return { unavailable: 'the api did not answer' };
  }
}
