import { INVALID_EMAIL_MESSAGE, apiPaths } from '@storefront/shared-contracts';
import { newsletterSignupResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const signup = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: apiPaths.newsletter(), payload: payload as object });

async function outboxOf(address: string) {
  const { rows } = await t.db.query<{
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    template: string;
    sent: boolean;
  }>(
    'SELECT to_address, subject, text_body, html_body, template, sent_at IS NOT NULL AS sent FROM email_outbox WHERE lower(to_address) = lower($1) ORDER BY id',
    [address],
  );
  return rows;
}

/** The subscriber's code in a welcome e-mail. */
function codeIn(text: string | undefined): string {
  const code = /NEWS-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec(text ?? '')?.[0];
  if (!code) throw new Error(`no code in ${text}`);
  return code;
}

const subscriptions = async (address: string) =>
  (
    await t.db.query<{ email: string; storefront: string; language: string }>(
      'SELECT email, storefront, language FROM newsletter_subscriptions WHERE lower(email) = lower($1)',
      [address],
    )
  ).rows;

describe('POST /api/newsletter', () => {
  it('subscribes a new address with 201, issues its own single-use 10% code and e-mails it', async () => {
    const response = await signup({ email: ' Grower.One@Example.com ', iso: 'en-uk' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(newsletterSignupResponseSchema.parse(response.json())).toEqual({
      subscribed: true,
      alreadySubscribed: false,
    });
    expect(await subscriptions('grower.one@example.com')).toEqual([
      { email: 'Grower.One@Example.com', storefront: 'uk', language: 'en' },
    ]);
    const [mail, ...more] = await outboxOf('grower.one@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_address: 'Grower.One@Example.com',
      template: 'newsletter-welcome',
      sent: false,
      subject: 'Welcome! Here is your 10% discount',
    });
    const code = codeIn(mail?.text_body);
    expect(mail?.text_body).toContain('Seed Storefront United Kingdom');
    expect(mail?.html_body).toContain(`<strong>${code}</strong>`);
    expect(mail?.html_body).toMatch(/^<!doctype html><html lang="en">/);
    const { rows } = await t.db.query(
      `SELECT kind, value, usage_limit, times_used, once_per_email, public, active, valid_until > current_date + 360 AS long_valid
       FROM coupons WHERE code = $1`,
      [code],
    );
    expect(rows).toEqual([
      {
        kind: 'percent',
        value: 10,
        usage_limit: 1,
        times_used: 0,
        once_per_email: true,
        public: false,
        active: true,
        long_valid: true,
      },
    ]);
  });

  it('gives every subscriber a different code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      await signup({ email: `unique-${i}@example.com`, iso: 'en-en' });
      codes.add(codeIn((await outboxOf(`unique-${i}@example.com`))[0]?.text_body));
    }
    expect(codes.size).toBe(10);
  });

  it('answers a repeat sign-up, in any case, with 200 alreadySubscribed and mails nothing more', async () => {
    expect((await signup({ email: 'repeat@example.com', iso: 'en-en' })).statusCode).toBe(201);
    const again = await signup({ email: 'REPEAT@example.COM', iso: 'de-de', language: 'de' });
    expect(again.statusCode).toBe(200);
    expect(newsletterSignupResponseSchema.parse(again.json())).toEqual({ subscribed: true, alreadySubscribed: true });
    expect(await subscriptions('repeat@example.com')).toHaveLength(1);
    expect(await outboxOf('repeat@example.com')).toHaveLength(1);
  });

  it('writes the welcome e-mail in the language given, else in the storefront language', async () => {
    await signup({ email: 'kim@example.de', iso: 'de-de' });
    expect((await outboxOf('kim@example.de'))[0]?.subject).toBe('Willkommen! Hier ist dein Rabatt von 10%');
    await signup({ email: 'lou@example.fr', iso: 'en-en', language: 'fr' });
    const [french] = await outboxOf('lou@example.fr');
    expect(french?.subject).toBe('Bienvenue ! Voici votre remise de 10 %');
    expect(await subscriptions('lou@example.fr')).toEqual([
      { email: 'lou@example.fr', storefront: 'en', language: 'fr' },
    ]);
  });

  it('subscribes once when the same address arrives several times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => signup({ email: 'race@example.com', iso: 'en-en' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await subscriptions('race@example.com')).toHaveLength(1);
    expect(await outboxOf('race@example.com')).toHaveLength(1);
  });

  it('refuses an invalid e-mail with 400 and exactly the spec message, storing nothing', async () => {
    for (const email of [
      'nope',
      '',
      '   ',
      'a@b',
      'two@@example.com',
      `${'x'.repeat(250)}@example.com`,
      42,
      null,
      undefined,
    ]) {
      const response = await signup({ email, iso: 'en-en' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: INVALID_EMAIL_MESSAGE,
        issues: [expect.objectContaining({ path: 'body.email' })],
      });
    }
    expect((await t.db.query(`SELECT 1 FROM newsletter_subscriptions WHERE email = 'nope'`)).rows).toEqual([]);
  });

  it('refuses an unknown storefront or language and a missing or broken body with 4xx', async () => {
    const iso = await signup({ email: 'ok@example.com', iso: 'xx-xx' });
    expect(iso.statusCode).toBe(400);
    expect(errorOf(iso).message).toMatch(/^Invalid body\.iso: Unknown storefront/);
    const language = await signup({ email: 'ok@example.com', iso: 'en-en', language: 'es' });
    expect(errorOf(language)).toMatchObject({ statusCode: 400, message: expect.stringContaining('body.language') });
    expect((await t.app.inject({ method: 'POST', url: apiPaths.newsletter() })).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: apiPaths.newsletter(),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(errorOf(broken)).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
    expect(await subscriptions('ok@example.com')).toEqual([]);
  });
});
