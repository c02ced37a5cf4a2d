import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@storefront/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { browser, uniqueEmail } from '../../test/account-client';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const hintOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === SESSION_HINT_COOKIE);

/** The readable logged-in hint the edge fills into kept pages: set, renewed and cleared beside the session. */
describe('the logged-in hint cookie', () => {
  it('is set readable with the first name on login, and cleared on logout', async () => {
    const b = browser(t.app);
    const email = uniqueEmail();
    await b.signup(email, 'correct horse battery', { firstName: 'Zoë' });
    const login = await b.login(email);
    const hint = hintOf(login);
    expect(hint).toMatchObject({ value: '1:Zoë', path: '/', sameSite: 'Lax', maxAge: 7 * 24 * 3600 });
    expect(hint?.httpOnly).toBeFalsy();
    expect(login.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);

    const logout = await b.send('POST', '/api/account/logout', undefined, {
      cookie: `${SESSION_HINT_COOKIE}=${encodeURIComponent(hint!.value)}`,
    });
    expect(hintOf(logout)?.value).toBe('');
  });

  it('follows /me: set for a session without a hint, cleared when the session has expired', async () => {
    const b = browser(t.app);
    const email = uniqueEmail();
    await b.signup(email);
    await b.login(email);
    expect(hintOf(await b.me())?.value).toBe('1:Mary');

    await t.db.query("UPDATE customer_sessions SET last_seen_at = now() - interval '8 days'");
    const expired = await t.app.inject({
      url: '/api/account/me',
      cookies: { [SESSION_COOKIE]: b.session!, [SESSION_HINT_COOKIE]: '1:Mary' },
    });
    expect(expired.json()).toEqual({ loggedIn: false, customer: null });
    expect(hintOf(expired)?.value).toBe('');
  });

  it('is never set for a guest, nor cleared when there is none', async () => {
    const me = await browser(t.app).me();
    expect(hintOf(me)).toBeUndefined();
  });
});
