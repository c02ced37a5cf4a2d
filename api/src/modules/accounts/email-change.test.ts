import { accountDetailsResponseSchema, sessionResponseSchema } from '@storefront/shared-contracts/schemas';
import { browser, customer, lastEmailTo, uniqueEmail } from '../../test/account-client';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';

// Sign-ups and logins hash passwords (argon2id): give a loaded machine room.
jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ exposeTestOutbox: true, publicOrigin: 'https://shop.example' });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

type Customer = Awaited<ReturnType<typeof customer>>;

const details = (email: string) => ({ firstName: 'Mary', lastName: 'Jane', email, dateOfBirth: null });
const changeEmail = (c: Customer, email: string, extra: object = {}) =>
  c.send('PUT', '/api/account/details', { ...details(email), ...extra });

/** The token of the link in the newest e-mail to `to`. */
async function linkTo(to: string) {
  const mail = await lastEmailTo(t.app, to);
  expect(mail?.template).toBe('email-change-confirm');
  const url = /https:\/\/shop\.example(\/api\/account\/email-change\?token=[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  return { path: url?.[1] ?? '', token: url?.[1]?.split('=')[1] ?? '' };
}

const outcomeOf = (html: string) => /data-outcome="([a-z]+)"/.exec(html)?.[1];
const open = (path: string) => t.app.inject({ url: path });
const confirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/email-change',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
const emailOf = async (c: Customer) => sessionResponseSchema.parse((await c.me()).json()).customer?.email;

describe('changing the account e-mail', () => {
  it('takes the new address only through the link mailed to it, and tells the old address', async () => {
    const c = await customer(t.app);
    const next = uniqueEmail('moved');
    const asked = await changeEmail(c, next, { storefront: 'de' });
    expect(asked.statusCode).toBe(202);
    expect(accountDetailsResponseSchema.parse(asked.json())).toMatchObject({
      loggedIn: true,
      customer: { email: c.email },
      emailChangeSentTo: next,
    });
    expect(await emailOf(c)).toBe(c.email);

    const link = await linkTo(next);
    // Opening the link (a mail scanner does) only asks, in the request's language.
    const page = await open(link.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // The token stays on the shop's origin, and the button's POST still carries the shop's Origin.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(outcomeOf(page.body)).toBe('ask');
    expect(page.body).toContain('Bestätige deine neue E-Mail-Adresse');
    expect(await emailOf(c)).toBe(c.email);

    const done = await confirm(link.token);
    expect(outcomeOf(done.body)).toBe('confirmed');
    expect(done.body).toContain('href="/de/konto/details"');
    expect(await emailOf(c)).toBe(next);
    const told = await lastEmailTo(t.app, c.email);
    expect(told?.template).toBe('email-changed');
    expect(told?.text).toContain(next);
    expect((await browser(t.app).login(next)).statusCode).toBe(200);
    expect((await browser(t.app).login(c.email)).statusCode).toBe(401);

    // Once only.
    expect(outcomeOf((await confirm(link.token)).body)).toBe('used');
    expect(outcomeOf((await open(link.path)).body)).toBe('used');
  });

  it('answers an address of another account exactly like a free one; only that address hears of it', async () => {
    const c = await customer(t.app);
    const owner = await customer(t.app);
    const free = await changeEmail(c, uniqueEmail('free'));
    const taken = await changeEmail(c, ` ${owner.email.toUpperCase()}`);
    expect(taken.statusCode).toBe(free.statusCode);
    const shape = (body: unknown) => ({ ...(body as object), emailChangeSentTo: 'x' });
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(taken.json()).toMatchObject({ customer: { email: c.email }, emailChangeSentTo: owner.email.toUpperCase() });
    expect(await emailOf(c)).toBe(c.email);
    expect(await emailOf(owner)).toBe(owner.email);
    const mail = await lastEmailTo(t.app, owner.email);
    expect(mail?.template).toBe('email-change-taken');
    expect(mail?.text).not.toMatch(/token=/);
  });

  it('refuses an expired link, a link superseded by a newer request, and an address taken meanwhile', async () => {
    const c = await customer(t.app);
    const late = uniqueEmail('late');
    await changeEmail(c, late);
    const expired = await linkTo(late);
    await t.db.query("UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE new_email = $1", [late]);
    expect(outcomeOf((await open(expired.path)).body)).toBe('expired');
    expect(outcomeOf((await confirm(expired.token)).body)).toBe('expired');

    const first = uniqueEmail('first');
    await changeEmail(c, first);
    const older = await linkTo(first);
    const second = uniqueEmail('second');
    await changeEmail(c, second);
    expect(outcomeOf((await confirm(older.token)).body)).toBe('used');

    const newer = await linkTo(second);
    // Someone signs up with the address before the link is opened.
    await browser(t.app).signup(second);
    expect(outcomeOf((await confirm(newer.token)).body)).toBe('taken');
    expect(await emailOf(c)).toBe(c.email);

    expect(outcomeOf((await confirm('x'.repeat(43))).body)).toBe('invalid');
    expect(outcomeOf((await open('/api/account/email-change?token=nope')).body)).toBe('invalid');
  });

  it('saves a change of letter case at once, and the other details without any link', async () => {
    const c = await customer(t.app);
    const saved = await changeEmail(c, c.email.toUpperCase(), { firstName: 'Rosa' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      customer: { email: c.email.toUpperCase(), firstName: 'Rosa' },
      emailChangeSentTo: null,
    });
  });
});
