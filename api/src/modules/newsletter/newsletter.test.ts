import { INVALID_EMAIL_MESSAGE, apiPaths } from '@storefront/shared-contracts';
import { newsletterSignupResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { CONFIRM_PATH, confirmationToken } from './confirmation-link';
import { newsletterRepository } from './repository';

/** The test app's signing secret (config's development default) and public origin. */
const SECRET = 'order-link-secret-development';
const ORIGIN = 'https://shop.example';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicOrigin: ORIGIN });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const signup = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: apiPaths.newsletter(), payload: payload as object });

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string;
  sent: boolean;
}

async function outboxOf(address: string, template?: string): Promise<OutboxRow[]> {
  const { rows } = await t.db.query<OutboxRow>(
    `SELECT to_address, subject, text_body, html_body, template, sent_at IS NOT NULL AS sent FROM email_outbox
     WHERE lower(to_address) = lower($1) AND ($2::text IS NULL OR template = $2) ORDER BY id`,
    [address, template ?? null],
  );
  return rows;
}

/** The confirmation link of the newest confirmation e-mail to `address`, as the shopper would click it. */
async function confirmationLinkOf(address: string): Promise<string> {
  const mails = await outboxOf(address, 'newsletter-confirm');
  const text = mails.at(-1)?.text_body ?? '';
  const url = new RegExp(`${ORIGIN}${CONFIRM_PATH}\\?token=[0-9.A-Za-z_-]+`).exec(text)?.[0];
  if (!url) throw new Error(`no confirmation link in ${text}`);
  return url;
}

/** Opens a link the way the browser would reach the api (through the edge's /api proxy: the same path). */
const open = (url: string) => t.app.inject({ method: 'GET', url: url.replace(ORIGIN, '') });
const outcomeOf = (html: string) => /data-outcome="([a-z-]+)"/.exec(html)?.[1];

/** The subscriber's code in a welcome e-mail. */
function codeIn(text: string | undefined): string {
  const code = /NEWS-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec(text ?? '')?.[0];
  if (!code) throw new Error(`no code in ${text}`);
  return code;
}

const subscriptions = async (address: string) =>
  (
    await t.db.query<{ email: string; storefront: string; language: string; confirmed: boolean }>(
      `SELECT email, storefront, language, confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriptions
       WHERE lower(email) = lower($1)`,
      [address],
    )
  ).rows;

const newsCoupons = async () =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM coupons WHERE code LIKE 'NEWS-%'`)).rows[0]?.n;

describe('POST /api/newsletter (double opt-in)', () => {
  it('stores a new address unconfirmed and e-mails only a signed confirmation link: no code, no welcome yet', async () => {
    const codesBefore = await newsCoupons();
    const response = await signup({ email: ' Grower.One@Example.com ', iso: 'en-uk' });
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(newsletterSignupResponseSchema.parse(response.json())).toEqual({ accepted: true });
    expect(await subscriptions('grower.one@example.com')).toEqual([
      { email: 'Grower.One@Example.com', storefront: 'uk', language: 'en', confirmed: false },
    ]);
    const [mail, ...more] = await outboxOf('grower.one@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_address: 'Grower.One@Example.com',
      template: 'newsletter-confirm',
      subject: 'Please confirm your newsletter subscription',
    });
    expect(mail?.text_body).toContain('Seed Storefront United Kingdom');
    expect(mail?.text_body).not.toMatch(/NEWS-/);
    expect(await confirmationLinkOf('grower.one@example.com')).toMatch(
      new RegExp(`^${ORIGIN}/api/newsletter/confirm\\?token=\\d+\\.\\d+\\.[A-Za-z0-9_-]{32}$`),
    );
    expect(await newsCoupons()).toBe(codesBefore);
    expect(await newsletterRepository.confirmedSubscribers(t.db, 'uk')).not.toContainEqual(
      expect.objectContaining({ email: 'Grower.One@Example.com' }),
    );
  });

  it('answers a new, an unconfirmed and a confirmed address with the same status and body (no 201/200 oracle)', async () => {
    await signup({ email: 'known@example.com', iso: 'en-en' });
    await open(await confirmationLinkOf('known@example.com'));
    await signup({ email: 'pending@example.com', iso: 'en-en' });
    const answers = await Promise.all(
      ['fresh@example.com', 'pending@example.com', 'KNOWN@example.com'].map((email) => signup({ email, iso: 'en-en' })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]?.body);
      expect(answer.headers['content-type']).toBe(answers[0]?.headers['content-type']);
    }
  });

  it('confirms through the e-mailed link: then, and only then, the own single-use 10% code is issued and mailed', async () => {
    await signup({ email: 'confirm.me@example.com', iso: 'en-uk' });
    const page = await open(await confirmationLinkOf('confirm.me@example.com'));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(outcomeOf(page.body)).toBe('confirmed');
    expect(page.body).toContain('Your 10% discount code is on its way');
    expect(page.body).toContain('href="/uk"');
    expect((await subscriptions('confirm.me@example.com'))[0]?.confirmed).toBe(true);
    expect(await newsletterRepository.confirmedSubscribers(t.db, 'uk')).toContainEqual(
      expect.objectContaining({ email: 'confirm.me@example.com' }),
    );

    const [welcome, ...more] = await outboxOf('confirm.me@example.com', 'newsletter-welcome');
    expect(more).toEqual([]);
    expect(welcome?.subject).toBe('Welcome! Here is your 10% discount');
    const code = codeIn(welcome?.text_body);
    expect(welcome?.html_body).toContain(`<strong>${code}</strong>`);
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

  it('answers a reused link clearly and issues nothing more, also when it is opened twice at once', async () => {
    await signup({ email: 'twice@example.com', iso: 'en-en' });
    const link = await confirmationLinkOf('twice@example.com');
    const first = await Promise.all([open(link), open(link), open(link)]);
    expect(first.map((p) => outcomeOf(p.body)).sort()).toEqual(['already-confirmed', 'already-confirmed', 'confirmed']);
    const again = await open(link);
    expect(again.statusCode).toBe(200);
    expect(outcomeOf(again.body)).toBe('already-confirmed');
    expect(again.body).toContain('This link was used before');
    expect(await outboxOf('twice@example.com', 'newsletter-welcome')).toHaveLength(1);
  });

  it('answers an expired link clearly and confirms nothing; a new sign-up then mails a fresh link that works', async () => {
    await signup({ email: 'late@example.com', iso: 'de-de' });
    const id = new URL(await confirmationLinkOf('late@example.com')).searchParams.get('token')?.split('.')[0] ?? '';
    const expired = confirmationToken(SECRET, id, Math.floor(Date.now() / 1000) - 60);
    const page = await open(`${CONFIRM_PATH}?token=${expired}`);
    expect(page.statusCode).toBe(200);
    expect(outcomeOf(page.body)).toBe('expired');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Dieser Link ist abgelaufen');
    expect((await subscriptions('late@example.com'))[0]?.confirmed).toBe(false);
    expect(await outboxOf('late@example.com', 'newsletter-welcome')).toEqual([]);

    // A repeat sign-up re-sends the link, at most every 10 minutes.
    await signup({ email: 'late@example.com', iso: 'de-de' });
    expect(await outboxOf('late@example.com', 'newsletter-confirm')).toHaveLength(1);
    await t.db.query(
      `UPDATE newsletter_subscriptions SET confirmation_sent_at = now() - interval '11 minutes' WHERE email = $1`,
      ['late@example.com'],
    );
    await signup({ email: 'late@example.com', iso: 'de-de' });
    expect(await outboxOf('late@example.com', 'newsletter-confirm')).toHaveLength(2);
    expect(outcomeOf((await open(await confirmationLinkOf('late@example.com'))).body)).toBe('confirmed');
    expect(await outboxOf('late@example.com', 'newsletter-welcome')).toHaveLength(1);
  });

  it('answers a forged, altered or missing token as not valid, changing nothing', async () => {
    await signup({ email: 'forged@example.com', iso: 'en-en' });
    const link = await confirmationLinkOf('forged@example.com');
    const token = new URL(link).searchParams.get('token') ?? '';
    const [id = '', expires = ''] = token.split('.');
    for (const bad of [
      `${id}.${Number(expires) + 1}.${token.split('.')[2]}`,
      confirmationToken('another-secret-of-16-chars', id, Number(expires)),
      `${id}.${expires}.${'A'.repeat(32)}`,
      'garbage',
      '',
    ]) {
      const page = await open(`${CONFIRM_PATH}?token=${encodeURIComponent(bad)}`);
      expect(page.statusCode).toBe(200);
      expect(outcomeOf(page.body)).toBe('invalid');
    }
    expect(outcomeOf((await open(CONFIRM_PATH)).body)).toBe('invalid');
    expect((await subscriptions('forged@example.com'))[0]?.confirmed).toBe(false);
  });

  it('mails nothing to a confirmed address that signs up again', async () => {
    await signup({ email: 'member@example.com', iso: 'en-en' });
    await open(await confirmationLinkOf('member@example.com'));
    await t.db.query(
      `UPDATE newsletter_subscriptions SET confirmation_sent_at = now() - interval '1 day' WHERE email = $1`,
      ['member@example.com'],
    );
    const before = (await outboxOf('member@example.com')).length;
    expect((await signup({ email: 'Member@Example.com', iso: 'de-de', language: 'de' })).statusCode).toBe(202);
    expect(await outboxOf('member@example.com')).toHaveLength(before);
    expect(await subscriptions('member@example.com')).toHaveLength(1);
  });

  it('writes both e-mails and the page in the language given, else in the storefront language', async () => {
    await signup({ email: 'kim@example.de', iso: 'de-de' });
    expect((await outboxOf('kim@example.de'))[0]?.subject).toBe('Bitte bestätige deine Newsletter-Anmeldung');
    const german = await open(await confirmationLinkOf('kim@example.de'));
    expect(german.body).toContain('Deine Anmeldung ist bestätigt');
    expect(german.body).toContain('href="/de"');
    expect((await outboxOf('kim@example.de', 'newsletter-welcome'))[0]?.subject).toBe(
      'Willkommen! Hier ist dein Rabatt von 10%',
    );
    await signup({ email: 'lou@example.fr', iso: 'en-en', language: 'fr' });
    expect((await outboxOf('lou@example.fr'))[0]?.subject).toBe('Veuillez confirmer votre inscription à la newsletter');
    expect((await open(await confirmationLinkOf('lou@example.fr'))).body).toContain('Votre inscription est confirmée');
    expect((await outboxOf('lou@example.fr', 'newsletter-welcome'))[0]?.subject).toBe(
      'Bienvenue ! Voici votre remise de 10 %',
    );
    expect(await subscriptions('lou@example.fr')).toEqual([
      { email: 'lou@example.fr', storefront: 'en', language: 'fr', confirmed: true },
    ]);
  });

  it('subscribes once and mails one confirmation when the same address arrives several times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => signup({ email: 'race@example.com', iso: 'en-en' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202]);
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
