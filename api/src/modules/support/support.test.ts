import { ERROR_CODES, apiPaths } from '@storefront/shared-contracts';
import { faqResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

// The contact form and the FAQ; the chatbot is chat.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ supportEmail: 'help@shop.test', sandboxWebhookDelayMs: -1, rateLimitFactor: 1 });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

let ips = 0;
const contact = (payload: object, ip = `10.1.0.${(ips += 1)}`, iso = 'en-en') =>
  t.app.inject({ method: 'POST', url: apiPaths.contact(iso), payload, remoteAddress: ip });

const outboxOf = async (address: string) =>
  (
    await t.db.query<{ to_address: string; subject: string; text_body: string; template: string }>(
      'SELECT to_address, subject, text_body, template FROM email_outbox WHERE lower(to_address) = lower($1) ORDER BY id',
      [address],
    )
  ).rows;
const storedFrom = async (email: string) =>
  (
    await t.db.query(
      'SELECT name, message, conversation, storefront, language FROM support_messages WHERE email = $1',
      [email],
    )
  ).rows;

describe('POST /api/{iso}/contact', () => {
  it('stores the message and e-mails support and a copy to the shopper, in the language given', async () => {
    const response = await contact(
      {
        name: 'Ada',
        email: 'ada.contact@example.com',
        message: 'Wo ist mein Paket?',
        language: 'de',
        conversation: 'Du: Hallo',
      },
      '10.9.0.1',
      'de-de',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ sent: true });
    expect(await storedFrom('ada.contact@example.com')).toEqual([
      { name: 'Ada', message: 'Wo ist mein Paket?', conversation: 'Du: Hallo', storefront: 'de', language: 'de' },
    ]);
    const [toSupport] = (await outboxOf('help@shop.test')).filter((m) =>
      m.text_body.includes('ada.contact@example.com'),
    );
    expect(toSupport).toMatchObject({ template: 'support-message' });
    expect(toSupport!.text_body).toContain('Wo ist mein Paket?');
    expect(toSupport!.text_body).toContain('Du: Hallo');
    const [copy, ...more] = await outboxOf('ada.contact@example.com');
    expect(more).toEqual([]);
    expect(copy).toMatchObject({ template: 'support-message-copy', subject: 'Wir haben deine Nachricht erhalten' });
    expect(copy!.text_body).toContain('innerhalb von 24 Stunden');
  });

  it('answers every field with its own message', async () => {
    const response = await contact({ name: ' ', email: 'not-an-address', message: '' });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required.' },
        { path: 'email', message: 'Please provide a valid email address.' },
        { path: 'message', message: 'Message is required.' },
      ]),
    );
    expect(await storedFrom('not-an-address')).toEqual([]);
  });

  it('drops a message whose honeypot is filled in, with the same answer', async () => {
    const response = await contact({
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Buy now',
      website: 'http://spam.test',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ sent: true });
    expect(await storedFrom('bot@example.com')).toEqual([]);
    expect(await outboxOf('bot@example.com')).toEqual([]);
  });

  it('limits messages per client address (5 in 10 minutes), other addresses unaffected', async () => {
    const send = (ip: string, i: number) => contact({ name: 'R', email: `rate${i}@example.com`, message: 'Hi' }, ip);
    for (let i = 0; i < 5; i += 1) expect((await send('10.2.0.1', i)).statusCode).toBe(201);
    const refused = await send('10.2.0.1', 5);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe(ERROR_CODES.rateLimited);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await storedFrom('rate5@example.com')).toEqual([]);
    expect((await send('10.2.0.2', 6)).statusCode).toBe(201);
  });
});

const faq = async (q: string, lang = 'en') =>
  faqResponseSchema.parse(
    (await t.app.inject(`${apiPaths.faq('en-en')}?lang=${lang}&q=${encodeURIComponent(q)}`)).json(),
  );

describe('GET /api/{iso}/faq', () => {
  it('lists every entry grouped by topic in the language', async () => {
    for (const lang of ['en', 'de', 'nl', 'fr']) {
      const all = await faq('', lang);
      expect(all.topics.map((x) => x.topic)).toEqual(['ordering', 'shipping', 'payment', 'growing', 'account']);
      expect(all.topics.flatMap((x) => x.entries)).toHaveLength(15);
    }
    expect((await faq('', 'de')).topics[1]!.title).toBe('Versand und Lieferung');
  });

  it('finds entries by full text in the language, and with a typo', async () => {
    expect((await faq('how long shipping')).topics[0]!.entries[0]!.question).toBe('How long does shipping take?');
    expect((await faq('shiping tkae')).topics[0]!.entries[0]!.question).toMatch(/shipping/);
    expect((await faq('Vesand', 'de')).topics[0]!.entries[0]!.question).toMatch(/Versand/);
    expect((await faq('keimen', 'de')).topics[0]!.entries[0]!.question).toMatch(/keim/);
    expect((await faq('verzending', 'nl')).topics[0]!.entries[0]!.question).toMatch(/verzending/);
    expect((await faq('germer', 'fr')).topics[0]!.entries[0]!.question).toMatch(/germ/);
  });

  it('answers no topics for a text that matches nothing', async () => {
    expect((await faq('xylophone quartz')).topics).toEqual([]);
  });
});
