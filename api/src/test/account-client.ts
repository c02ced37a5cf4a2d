import { SESSION_COOKIE } from '@storefront/shared-contracts';
import { testOutboxResponseSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let ipCounter = 0;
let emailCounter = 0;

/** A fresh address for one test. */
export const uniqueEmail = (name = 'grower') => `${name}.${Date.now()}.${++emailCounter}@example.org`;

/** A browser with its own IP: keeps the session cookie between requests, as a browser would. */
export function browser(app: FastifyInstance, ip = `198.51.100.${++ipCounter % 250}`) {
  let session: string | undefined;
  const remember = (response: LightMyRequestResponse) => {
    const set = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (set) session = set.value === '' ? undefined : set.value;
    return response;
  };
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
    app
      .inject({
        method,
        url,
        headers: { 'x-forwarded-for': ip, ...headers },
        ...(payload ? { payload } : {}),
        ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
      })
      .then(remember);
  return {
    ip,
    get session() {
      return session;
    },
    set session(value: string | undefined) {
      session = value;
    },
    send,
    get: (url: string) => send('GET', url),
    signup: (email: string, password = 'correct horse battery', extra: object = {}) =>
      send('POST', '/api/account/signup', { email, password, firstName: 'Mary', lastName: 'Jane', ...extra }),
    login: (email: string, password = 'correct horse battery') =>
      send('POST', '/api/account/login', { email, password }),
    me: () => send('GET', '/api/account/me'),
  };
}
export type Browser = ReturnType<typeof browser>;

/** A signed-up, logged-in customer. */
export async function customer(
  app: FastifyInstance,
  password = 'correct horse battery',
): Promise<Browser & { email: string }> {
  const b = browser(app);
  const email = uniqueEmail();
  expect((await b.signup(email, password)).statusCode).toBe(202);
  expect((await b.login(email, password)).statusCode).toBe(200);
  return Object.assign(b, { email });
}

/** The newest outbox e-mail to `to`. */
export async function lastEmailTo(app: FastifyInstance, to: string) {
  const response = await app.inject({ url: `/api/test/outbox?to=${encodeURIComponent(to)}` });
  return testOutboxResponseSchema.parse(response.json()).emails[0];
}
