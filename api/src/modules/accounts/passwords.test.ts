import { ACCOUNT_MESSAGES } from '@storefront/shared-contracts';
import { testOutboxResponseSchema } from '@storefront/shared-contracts/schemas';
import { browser, customer, lastEmailTo, uniqueEmail } from '../../test/account-client';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ exposeTestOutbox: true, publicOrigin: 'https://shop.example' });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const tokenIn = (text: string | undefined) => /[?&]token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? '';

/** The reset links mailed to `to`, newest first. */
async function resetTokensTo(to: string): Promise<string[]> {
  const response = await t.app.inject({ url: `/api/test/outbox?to=${encodeURIComponent(to)}` });
  return testOutboxResponseSchema
    .parse(response.json())
    .emails.filter((e) => e.template === 'password-reset')
    .map((e) => tokenIn(e.text));
}

const forgot = (email: string) => browser(t.app).send('POST', '/api/account/forgot-password', { email });
const reset = (token: string, password: string) =>
  browser(t.app).send('POST', '/api/account/reset-password', { token, password });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

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

describe('reset links of one account', () => {
  it('ends every other outstanding link when one is used: an older link then sets nothing', async () => {
    const c = await customer(t.app, 'old password 1');
    await forgot(c.email);
    await forgot(c.email);
    const [newer, older] = await resetTokensTo(c.email);
    expect(newer && older && newer !== older).toBe(true);
    expect((await reset(newer!, 'new password 2')).statusCode).toBe(200);
    const late = await reset(older!, 'attacker pass 3');
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).message).toBe(ACCOUNT_MESSAGES.resetFailed);
    expect((await browser(t.app).login(c.email, 'attacker pass 3')).statusCode).toBe(401);
    expect((await browser(t.app).login(c.email, 'new password 2')).statusCode).toBe(200);
  });

  it('ends outstanding links when the password is changed in the account', async () => {
    const c = await customer(t.app, 'first password 1');
    await forgot(c.email);
    const [token] = await resetTokensTo(c.email);
    const changed = await c.send('POST', '/api/account/password', {
      currentPassword: 'first password 1',
      newPassword: 'second password 2',
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token!, 'third password 3')).statusCode).toBe(400);
    expect((await browser(t.app).login(c.email, 'second password 2')).statusCode).toBe(200);
  });
});

describe('forgot password timing', () => {
  it('takes about as long for an address without an account as for one with, with the same answer', async () => {
    const c = await customer(t.app);
    // One address each, asked for equally often: the rate limits' per-address counters then cost both alike.
    const nobody = uniqueEmail('nobody');
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      const response = await forgot(email);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      return { ms, status: response.statusCode, body: response.body };
    };
    // Warm both paths up (JIT, statement plans) before measuring.
    for (let i = 0; i < 5; i++) {
      await timed(c.email);
      await timed(nobody);
    }
    const ratios: number[] = [];
    const answers = new Set<string>();
    // Pairs measured back to back, in alternating order: a noisy neighbour slows both sides of a pair alike,
    // and the median of the pairs' ratios ignores the spikes.
    for (let i = 0; i < 40; i++) {
      const [k, u] =
        i % 2 === 0
          ? [await timed(c.email), await timed(nobody)]
          : [await timed(nobody), await timed(c.email)].reverse();
      ratios.push(u!.ms / k!.ms);
      answers.add(`${k!.status} ${k!.body}`).add(`${u!.status} ${u!.body}`);
    }
    expect([...answers]).toEqual(['202 {"sent":true}']);
    const ratio = median(ratios);
    // Before both paths did the same work an unknown address took about 5 times as long as a known one.
    expect(Math.max(ratio, 1 / ratio)).toBeLessThan(1.5);
  }, 60_000);
});
