import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { runReleaseCli } from '../../release/cli';
import type { ReleaseContext } from '../../release/release-context';
import { OPS_LOGIN_CSRF_COOKIE, OPS_SESSION_COOKIE } from '../ops-session';

// What the console's tests share (not a test file itself): logging in through the forms, as a browser does.

export const OPS_TEST_PASSWORD = 'correct horse battery staple';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export const cookieOf = (res: LightMyRequestResponse, name: string) =>
  res.cookies.find((c) => c.name === name && c.value !== '') as { value: string; [k: string]: unknown } | undefined;

/** Opens the login form; its token and the matching cookie. */
export async function loginForm(app: FastifyInstance, remoteAddress = '127.0.0.1') {
  const res = await app.inject({ url: '/ops/login', remoteAddress });
  expect(res.statusCode).toBe(200);
  const csrf = /name="csrf" value="([^"]+)"/.exec(res.body)?.[1];
  const cookie = cookieOf(res, OPS_LOGIN_CSRF_COOKIE);
  expect(csrf && cookie).toBeTruthy();
  return { csrf: csrf as string, cookie: cookie!.value };
}

export async function postLogin(
  app: FastifyInstance,
  form: Record<string, string>,
  cookies: Record<string, string>,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/ops/login',
    remoteAddress,
    headers: FORM,
    payload: new URLSearchParams(form).toString(),
    cookies,
  });
}

/** Logs in through the form; the session cookie's value. */
export async function logIn(
  app: FastifyInstance,
  { name = 'mary', password = OPS_TEST_PASSWORD, remoteAddress = '10.0.0.1' } = {},
): Promise<string> {
  const { csrf, cookie } = await loginForm(app, remoteAddress);
  const res = await postLogin(app, { csrf, name, password }, { [OPS_LOGIN_CSRF_COOKIE]: cookie }, remoteAddress);
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/ops');
  const session = cookieOf(res, OPS_SESSION_COOKIE);
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/ops' });
  return session!.value;
}

/** `GET /ops` with an operator session cookie. */
export const opsPage = (app: FastifyInstance, session: string, more: Record<string, string> = {}) =>
  app.inject({ url: '/ops', cookies: { [OPS_SESSION_COOKIE]: session, ...more } });

/** The logout form's token on the console page. */
export async function logoutToken(app: FastifyInstance, session: string): Promise<string> {
  const page = await opsPage(app, session);
  const csrf = /action="\/ops\/logout"><input type="hidden" name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
  expect(csrf).toBeTruthy();
  return csrf as string;
}

export const logOut = (app: FastifyInstance, session: string, csrf: string) =>
  app.inject({
    method: 'POST',
    url: '/ops/logout',
    headers: FORM,
    payload: `csrf=${encodeURIComponent(csrf)}`,
    cookies: { [OPS_SESSION_COOKIE]: session },
  });

/** The `release` command, its password prompt answered with `password`. */
export async function runCli(ctx: ReleaseContext, argv: string[], password = OPS_TEST_PASSWORD) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReleaseCli(
    argv,
    ctx,
    { log: (l) => out.push(l), error: (l) => err.push(l) },
    async () => password,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}
