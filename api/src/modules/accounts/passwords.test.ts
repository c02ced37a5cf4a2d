import { ACCOUNT_MESSAGES } from '@storefront/shared-contracts';
import { browser, customer, lastEmailTo, uniqueEmail } from '../../test/account-client';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ exposeTestOutbox: true, publicOrigin: 'https://shop.example' });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const tokenIn = (text: string | undefined) => /[?&]token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? '';

describe('change password', () => {
  it('needs the current password, ends every session, and gives this browser a new one', async () => {
    const c = await customer(t.app, 'first password 1');
    const laptop = browser(t.app);
    await laptop.login(c.email, 'first password 1');
    const before = c.session;

    const wrong = await c.send('POST', '/api/account/password', {
      currentPassword: 'not it at all',
      newPassword: 'second password 2',
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).code).toBe('WRONG_CURRENT_PASSWORD');

    const changed = await c.send('POST', '/api/account/password', {
      currentPassword: 'first password 1',
      newPassword: 'second password 2',
    });
    expect(changed.statusCode).toBe(200);
    expect(c.session).not.toBe(before);
    expect((await c.me()).json()).toMatchObject({ loggedIn: true });
    expect((await laptop.me()).json()).toMatchObject({ loggedIn: false });
    const old = browser(t.app);
    old.session = before;
    expect((await old.me()).json()).toMatchObject({ loggedIn: false });
    expect((await browser(t.app).login(c.email, 'first password 1')).statusCode).toBe(401);
    expect((await browser(t.app).login(c.email, 'second password 2')).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the address has an account; only an account gets a link', async () => {
    const c = await customer(t.app);
    const unknown = uniqueEmail('nobody');
    const known = await browser(t.app).send('POST', '/api/account/forgot-password', {
      email: c.email,
      storefront: 'de',
    });
    const none = await browser(t.app).send('POST', '/api/account/forgot-password', { email: unknown });
    expect([known.statusCode, none.statusCode]).toEqual([202, 202]);
    expect(known.json()).toEqual(none.json());
    expect(await lastEmailTo(t.app, unknown)).toBeUndefined();
    const mail = await lastEmailTo(t.app, c.email);
    expect(mail?.template).toBe('password-reset');
    expect(mail?.text).toContain('https://shop.example/de/passwort-wiederherstellen?token=');
  });

  it('resets once with the token, ends every other session, and refuses the token again', async () => {
    const c = await customer(t.app, 'old password 1');
    await browser(t.app).send('POST', '/api/account/forgot-password', { email: c.email });
    const token = tokenIn((await lastEmailTo(t.app, c.email))?.text);
    const resetter = browser(t.app);
    const reset = await resetter.send('POST', '/api/account/reset-password', { token, password: 'new password 2' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ loggedIn: true });
    expect((await resetter.me()).json()).toMatchObject({ loggedIn: true });
    expect((await c.me()).json()).toMatchObject({ loggedIn: false });
    const again = await browser(t.app).send('POST', '/api/account/reset-password', { token, password: 'third pass 3' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(ACCOUNT_MESSAGES.resetFailed);
    expect((await browser(t.app).login(c.email, 'old password 1')).statusCode).toBe(401);
    expect((await browser(t.app).login(c.email, 'new password 2')).statusCode).toBe(200);
  });

  it('refuses a token after its hour and an unknown token', async () => {
    const c = await customer(t.app, 'old password 1');
    await browser(t.app).send('POST', '/api/account/forgot-password', { email: c.email });
    const token = tokenIn((await lastEmailTo(t.app, c.email))?.text);
    await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
    const late = await browser(t.app).send('POST', '/api/account/reset-password', {
      token,
      password: 'new password 2',
    });
    expect(late.statusCode).toBe(400);
    const bogus = await browser(t.app).send('POST', '/api/account/reset-password', {
      token: 'x'.repeat(43),
      password: 'new password 2',
    });
    expect(bogus.statusCode).toBe(400);
    expect((await browser(t.app).login(c.email, 'old password 1')).statusCode).toBe(200);
  });
});
