import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createFieldHealthSource, type FieldHealthSource } from '../canary-analysis/field-health';
import type { EdgeConfig } from '../config';
import type { ReleaseContext } from '../release/release-context';
import { ReleaseError } from '../release/release-error';
import { actionFormSchema, performChange, planChange } from './ops-actions';
import { confirmPage, consolePage, loginPage, OPS_STYLESHEET, refusedPage } from './ops-page';
import { checkOperator, endOperatorSessions, operatorCredential } from './operators';
import {
  createLoginLimiter,
  createOpsSessionTokens,
  OPS_LOGIN_CSRF_COOKIE,
  OPS_MESSAGE_COOKIE,
  OPS_SESSION_COOKIE,
  OPS_SESSION_TTL_MS,
  randomToken,
  sameToken,
  type OpsSession,
  type OpsSessionTokens,
} from './ops-session';
import { readConsole, releaseContextOf } from './ops-view';

/** Login attempts per client address and window: a person who mistypes a few times, not a guesser. */
export const OPS_LOGIN_LIMIT = 10;
export const OPS_LOGIN_WINDOW_MS = 5 * 60 * 1000;
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
  /** Tests: the clock sessions expire by. */
  now?: () => number;
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
  const secret = config.opsSessionSecret;
  if (!secret) {
    app.log.warn('release console off: set OPS_SESSION_SECRET (the key its sessions are signed with)');
    await app.register(async (scope) => {
      const off = async (_request: FastifyRequest, reply: FastifyReply) =>
        reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('The release console is off: this edge has no OPS_SESSION_SECRET.\n');
      scope.all('/ops', off);
      scope.all('/ops/*', off);
    });
    return;
  }
  const tokens = createOpsSessionTokens(secret, OPS_SESSION_TTL_MS, options.now);
  await app.register(async (scope) => opsRoutes(scope, config, options, tokens));
}

function opsRoutes(
  app: FastifyInstance,
  config: EdgeConfig,
  options: OpsConsoleOptions,
  tokens: OpsSessionTokens,
): void {
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
  /**
   * The signed session, while its operator's credential version is still the one it was signed with: `release
   * operator remove`, a new password or a logout ends it at its next request, on every edge.
   */
  const sessionOf = async (request: FastifyRequest): Promise<OpsSession | null> => {
    const session = tokens.read(request.cookies[OPS_SESSION_COOKIE]);
    if (!session) return null;
    const credential = await operatorCredential(config.releasesDir, session.operator);
    return credential !== null && sameToken(credential, session.credential) ? session : null;
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
    // A new session id at every login (no fixation); the form's token is spent.
    const { token } = tokens.issue(operator.name, operator.credential);
    request.log.info({ operator: operator.name }, 'ops login');
    return reply
      .clearCookie(OPS_LOGIN_CSRF_COOKIE, { path: COOKIE_PATH })
      .setCookie(OPS_SESSION_COOKIE, token, cookieOptions(request, OPS_SESSION_TTL_MS / 1000))
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
    // A signed session cannot be taken back one by one: a logout ends all of this operator's sessions (every
    // edge reads the same operators.json), which is also what a lost laptop needs.
    await endOperatorSessions(config.releasesDir, session.operator);
    request.log.info({ operator: session.operator }, 'ops logout');
    return reply
      .clearCookie(OPS_SESSION_COOKIE, { path: COOKIE_PATH })
      .clearCookie(OPS_MESSAGE_COOKIE, { path: COOKIE_PATH })
      .code(303)
      .header('location', '/ops/login')
      .send();
  });

  app.get('/ops', async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return refuse(request, reply);
    const view = await readConsole(config, field, request);
    const message = tokens.openMessage(session, request.cookies[OPS_MESSAGE_COOKIE]);
    if (request.cookies[OPS_MESSAGE_COOKIE] !== undefined) reply.clearCookie(OPS_MESSAGE_COOKIE, { path: COOKIE_PATH });
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
    // A mirror's folder is overwritten from the origin: a change here would be undone, or undo the origin's.
    if (config.releasesUrl)
      return {
        done: reply
          .code(409)
          .type('text/html; charset=utf-8')
          .send(
            refusedPage(
              `This edge mirrors its releases from ${config.releasesUrl}: change them where they are written (the release command there).`,
            ),
          ),
      };
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
      return reply
        .setCookie(OPS_MESSAGE_COOKIE, tokens.sealMessage(got.session, { ok: true, text }), cookieOptions(request, 60))
        .code(303)
        .header('location', '/ops')
        .send();
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
