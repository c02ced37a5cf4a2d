import { ACCOUNT_MESSAGES, SESSION_COOKIE } from '@storefront/shared-contracts';
import { sessionResponseSchema } from '@storefront/shared-contracts/schemas';
import { browser, customer, lastEmailTo, uniqueEmail } from '../../test/account-client';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ exposeTestOutbox: true });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const hashOf = async (email: string) =>
  (
    await t.db.query<{ password_hash: string }>('SELECT password_hash FROM customers WHERE lower(email) = lower($1)', [
      email,
    ])
  ).rows[0]?.password_hash;

describe('sign-up', () => {
  it('creates the account with an argon2id hash (m=19456 KiB, t=2, p=1) and queues the welcome e-mail', async () => {
    const email = uniqueEmail();
    const response = await browser(t.app).signup(email, 'correct horse battery', { storefront: 'de' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await hashOf(email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = await lastEmailTo(t.app, email);
    expect(mail?.template).toBe('account-welcome');
    expect(mail?.text).toContain('Hallo Mary');
    expect(mail?.text).toContain('/de/login');
  });

  it('answers an address that has an account exactly the same, changes nothing and tells the owner', async () => {
    const email = uniqueEmail();
    await browser(t.app).signup(email);
    const before = await hashOf(email);
    const again = await browser(t.app).signup(email.toUpperCase(), 'another password 123');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ accepted: true });
    expect(await hashOf(email)).toBe(before);
    expect((await lastEmailTo(t.app, email))?.template).toBe('account-exists');
  });

  it('refuses a short password and a missing first name with the spec messages, 400', async () => {
    const short = await browser(t.app).signup(uniqueEmail(), 'short');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).issues?.[0]?.message).toBe(ACCOUNT_MESSAGES.invalidPassword);
    const noName = await browser(t.app).signup(uniqueEmail(), 'long enough pw', { firstName: ' ' });
    expect(errorOf(noName).issues?.[0]?.message).toBe(ACCOUNT_MESSAGES.firstNameRequired);
  });
});

describe('login and logout', () => {
  it('starts a session in an HttpOnly SameSite=Lax cookie, and logout ends it', async () => {
    const b = browser(t.app);
    const email = uniqueEmail();
    await b.signup(email);
    const login = await b.login(email);
    expect(login.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(login.json())).toMatchObject({
      loggedIn: true,
      customer: { firstName: 'Mary' },
    });
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect((await b.me()).json()).toMatchObject({ loggedIn: true, customer: { email } });
    const kept = b.session;
    expect((await b.send('POST', '/api/account/logout')).json()).toEqual({ loggedIn: false, customer: null });
    b.session = kept;
    expect((await b.me()).json()).toEqual({ loggedIn: false, customer: null });
  });

  it('marks the cookie Secure when the browser came over https', async () => {
    const b = browser(t.app);
    const email = uniqueEmail();
    await b.signup(email);
    const login = await b.send(
      'POST',
      '/api/account/login',
      { email, password: 'correct horse battery' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(login.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('answers a wrong password and an unknown address with the same 401 and the spec message', async () => {
    const email = uniqueEmail();
    await browser(t.app).signup(email);
    const wrong = await browser(t.app).login(email, 'not the password');
    const unknown = await browser(t.app).login(uniqueEmail('nobody'), 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual(errorOf(unknown));
    expect(errorOf(wrong).message).toBe(ACCOUNT_MESSAGES.loginFailed);
  });

  it('rotates the session on login: the cookie from before is dead', async () => {
    const c = await customer(t.app);
    const first = c.session;
    expect((await c.login(c.email)).statusCode).toBe(200);
    expect(c.session).not.toBe(first);
    const other = browser(t.app);
    other.session = first;
    expect((await other.me()).json()).toEqual({ loggedIn: false, customer: null });
    expect((await c.me()).json()).toMatchObject({ loggedIn: true });
  });

  it('ends a session unused for longer than the idle timeout', async () => {
    const c = await customer(t.app);
    await t.db.query("UPDATE customer_sessions SET last_seen_at = now() - interval '8 days'");
    const me = await c.me();
    expect(me.json()).toEqual({ loggedIn: false, customer: null });
    expect(me.cookies.find((x) => x.name === SESSION_COOKIE)?.value).toBe('');
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After after 5 failures a minute for one account, even with the right password', async () => {
    const email = uniqueEmail();
    await browser(t.app).signup(email);
    for (let i = 0; i < 5; i++) expect((await browser(t.app).login(email, `wrong ${i}`)).statusCode).toBe(401);
    const blocked = await browser(t.app).login(email);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(errorOf(blocked).code).toBe('TOO_MANY_ATTEMPTS');
    // A minute later the failures no longer count.
    await t.db.query("UPDATE login_failures SET failed_at = failed_at - interval '61 seconds' WHERE email_key = $1", [
      email.toLowerCase(),
    ]);
    expect((await browser(t.app).login(email)).statusCode).toBe(200);
  });

  it('answers 429 after 5 failures a minute from one IP, whatever the addresses; other IPs go on', async () => {
    const email = uniqueEmail();
    await browser(t.app).signup(email);
    const attacker = browser(t.app, '203.0.113.77');
    for (let i = 0; i < 5; i++) expect((await attacker.login(uniqueEmail('guess'), 'x')).statusCode).toBe(401);
    expect((await attacker.login(email)).statusCode).toBe(429);
    expect((await browser(t.app, '203.0.113.78').login(email)).statusCode).toBe(200);
  });
});

describe('Origin check', () => {
  it('refuses a state-changing request from another origin with 403 and lets the shop origin through', async () => {
    const email = uniqueEmail();
    const evil = await browser(t.app).send(
      'POST',
      '/api/account/signup',
      { email, password: 'long enough pw', firstName: 'A', lastName: 'B' },
      { origin: 'https://evil.example', 'x-forwarded-host': 'shop.example' },
    );
    expect(evil.statusCode).toBe(403);
    expect(errorOf(evil).code).toBe('BAD_ORIGIN');
    const own = await browser(t.app).send(
      'POST',
      '/api/account/signup',
      { email, password: 'long enough pw', firstName: 'A', lastName: 'B' },
      { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' },
    );
    expect(own.statusCode).toBe(202);
  });
});
