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
import { listVersions } from '../release/list';
import type { ReleaseContext } from '../release/release-context';
import { ReleaseError } from '../release/release-error';
import { releaseStatus } from '../release/status';
import { STOREFRONTS } from '@storefront/shared-contracts';
import { actionFormSchema, performChange, planChange } from './ops-actions';
import { confirmPage, consolePage, loginPage, OPS_STYLESHEET, refusedPage, type ConsoleView } from './ops-page';
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
 * The release console under `/ops`: server-rendered HTML for operators (`release operator add`); its changes go
 * through the `release` command's functions. Its own scope (form parser, no-store) and its own cookies on path /ops; never the shop's page route.
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
    const message = session.message ?? null;
    delete session.message;
    return reply
      .type('text/html; charset=utf-8')
      .send(consolePage({ ...view, message, operator: session.operator, csrf: session.csrf }));
  });

  /** An action form's session, token and fields; else the answer already sent. */
  const actionRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessionOf(request);
    if (!session) return { done: refuse(request, reply) };
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!sameToken(typeof body.csrf === 'string' ? body.csrf : undefined, session.csrf))
      return { done: reply.code(403).type('text/plain; charset=utf-8').send('The form expired; reload /ops.\n') };
    const form = actionFormSchema.safeParse(body);
    if (!form.success) {
      const problem = form.error.issues.map((i) => i.message).join(' ');
      return { done: reply.code(400).type('text/html; charset=utf-8').send(refusedPage(problem)) };
    }
    // The operator is the actor and their reason goes to the log, as `RELEASE_ACTOR=… release … --reason`.
    const ctx: ReleaseContext = { ...releaseContextOf(config), actor: session.operator, reason: form.data.reason };
    return { session, form: form.data, ctx };
  };
  const refused = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof ReleaseError)) throw error;
    return reply.code(409).type('text/html; charset=utf-8').send(refusedPage(error.message));
  };

  // Step one: names the change; nothing is written.
  app.post('/ops/confirm', async (request, reply) => {
    const got = await actionRequest(request, reply);
    if ('done' in got) return got.done;
    try {
      const plan = await planChange(got.ctx, { ...got.form, state: undefined });
      return reply.type('text/html; charset=utf-8').send(confirmPage(got.session.operator, got.session.csrf, plan));
    } catch (error) {
      return refused(reply, error);
    }
  });

  // Step two: the confirmed form, through the release command's functions; back to /ops with the result.
  app.post('/ops/action', async (request, reply) => {
    const got = await actionRequest(request, reply);
    if ('done' in got) return got.done;
    if (got.form.state === undefined)
      return reply.code(400).type('text/html; charset=utf-8').send(refusedPage('Confirm the change first.'));
    try {
      const text = await performChange(got.ctx, got.form);
      request.log.info({ operator: got.session.operator, area: got.form.area, action: got.form.action }, 'ops change');
      got.session.message = { ok: true, text };
      return reply.code(303).header('location', '/ops').send();
    } catch (error) {
      request.log.warn({ operator: got.session.operator, err: error }, 'ops change refused');
      return refused(reply, error);
    }
  });

  // Anything else under /ops: not the shop's, and nothing to see without a session.
  app.all('/ops/*', async (request, reply) => {
    if (!(await sessionOf(request))) return refuse(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
  });
}

function releaseContextOf(config: EdgeConfig): ReleaseContext {
  return { rootDir: path.dirname(config.releasesDir), releasesDir: config.releasesDir, shellDir: config.shellDir };
}

async function readConsole(
  config: EdgeConfig,
  field: FieldHealthSource | null,
  request: FastifyRequest,
): Promise<Omit<ConsoleView, 'operator' | 'csrf' | 'message'>> {
  const ctx = releaseContextOf(config);
  const [status, log] = await Promise.all([releaseStatus(ctx), readReleaseLog(config.releasesDir)]);
  const versions = new Map(
    await Promise.all(status.areas.map(async (a) => [a.area, await listVersions(ctx, a.area)] as const)),
  );
  return {
    versions,
    storefronts: Object.keys(STOREFRONTS),
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
