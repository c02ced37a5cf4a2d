import { apiPaths } from '@storefront/shared-contracts';
import { chatEventSchema, placeOrderResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';
import { orderForm, shopper } from '../../test/shopper';

// The chatbot (POST /api/{iso}/chat); the contact form and the FAQ are support.test.ts.
let t: TestApp;
beforeAll(async () => {
  // The suite asks far more than the 20 questions a minute one client may (the limit's test: http/hardening.test.ts).
  t = await startTestApp({ sandboxWebhookDelayMs: -1 });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function chat(message: string, language: string, history: string[] = [], ip = '10.3.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.chat('en-en'),
    payload: { message, language, history },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
  const events = response.body
    .trim()
    .split('\n')
    .map((line) => chatEventSchema.parse(JSON.parse(line)));
  return {
    events,
    intent: events[0]?.type === 'intent' ? events[0].intent : null,
    text: events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join(''),
    products: events.flatMap((e) => (e.type === 'products' ? e.products : [])),
    faq: events.flatMap((e) => (e.type === 'faq' ? e.entries : [])),
  };
}

interface ProductFacts {
  slug: string;
  flowering_type: string;
  difficulty: string;
  effects: string[];
  cbd_content: number;
  thc_content: number;
}
let facts: Map<string, ProductFacts>;
const factsOf = async (slug: string) => {
  facts ??= new Map(
    (
      await t.db.query<ProductFacts>(
        'SELECT slug, flowering_type, difficulty, effects, cbd_content, thc_content FROM products',
      )
    ).rows.map((p) => [p.slug, p]),
  );
  return facts.get(slug)!;
};

type Expect = (r: Awaited<ReturnType<typeof chat>>) => Promise<boolean> | boolean;
const topFaq =
  (question: RegExp): Expect =>
  (r) =>
    question.test(r.faq[0]?.question ?? '');
const topStrain =
  (check: (p: ProductFacts) => boolean): Expect =>
  async (r) =>
    r.products.length > 0 && check(await factsOf(r.products[0]!.slug));
const auto = (p: ProductFacts) => p.flowering_type === 'autoflower';
const any: Expect = () => true;

/** The fixed set: question, language, expected intent, expected top result. */
const QUESTIONS: [string, string, string, Expect][] = [
  ['Hello', 'en', 'greeting', any],
  ['Hallo!', 'de', 'greeting', any],
  ['Goedemorgen', 'nl', 'greeting', any],
  ['Bonjour', 'fr', 'greeting', any],
  ['an easy autoflower with a big yield for a small tent', 'en', 'strain_suggestion', topStrain(auto)],
  ['Can you recommend a strain for sleep?', 'en', 'strain_suggestion', topStrain((p) => p.effects.includes('Sleepy'))],
  ['I want a high CBD strain', 'en', 'strain_suggestion', topStrain((p) => p.cbd_content >= 80)],
  [
    'Which seeds are good for a beginner growing outdoors?',
    'en',
    'strain_suggestion',
    topStrain((p) => p.difficulty === 'beginner'),
  ],
  [
    'strong indoor photoperiod with lots of THC',
    'en',
    'strain_suggestion',
    topStrain((p) => p.flowering_type === 'photoperiod'),
  ],
  ['Eine einfache Autoflower mit hohem Ertrag für ein kleines Zelt', 'de', 'strain_suggestion', topStrain(auto)],
  [
    'Welche Sorte empfiehlst du zum Entspannen?',
    'de',
    'strain_suggestion',
    topStrain((p) => p.effects.includes('Relaxed')),
  ],
  ['Ich suche eine Sorte mit viel CBD', 'de', 'strain_suggestion', topStrain((p) => p.cbd_content >= 80)],
  ['Schnelle Autoflower für draußen', 'de', 'strain_suggestion', topStrain(auto)],
  ['Een makkelijke autoflower met hoge opbrengst voor een kleine tent', 'nl', 'strain_suggestion', topStrain(auto)],
  ['Welke soort raad je aan voor beginners?', 'nl', 'strain_suggestion', topStrain((p) => p.difficulty === 'beginner')],
  [
    'Ik zoek een creatieve sativa met veel THC',
    'nl',
    'strain_suggestion',
    topStrain((p) => p.effects.includes('Creative')),
  ],
  ['Une autofloraison facile pour une petite tente', 'fr', 'strain_suggestion', topStrain(auto)],
  [
    'Quelle variété me conseillez-vous pour dormir ?',
    'fr',
    'strain_suggestion',
    topStrain((p) => p.effects.includes('Sleepy')),
  ],
  ['Je cherche une variété riche en CBD', 'fr', 'strain_suggestion', topStrain((p) => p.cbd_content >= 80)],
  ['Where is my order?', 'en', 'order_status', any],
  ['Can you check the status of order SF100001?', 'en', 'order_status', any],
  ['Wo ist meine Bestellung?', 'de', 'order_status', any],
  ['Waar is mijn bestelling?', 'nl', 'order_status', any],
  ['Où est ma commande ?', 'fr', 'order_status', any],
  ['How long does shipping take?', 'en', 'faq', topFaq(/shipping take/)],
  ['how do i germinate seeds', 'en', 'faq', topFaq(/germinate/)],
  ['Which payment methods do you accept?', 'en', 'faq', topFaq(/payment methods/)],
  ['Is the packaging discreet?', 'en', 'faq', topFaq(/discreet/)],
  ['How should I store seeds?', 'en', 'faq', topFaq(/store/)],
  ['Wie lange dauert der Versand?', 'de', 'faq', topFaq(/Versand/)],
  ['Wie keime ich Samen?', 'de', 'faq', topFaq(/keime/)],
  ['Ist die Verpackung diskret?', 'de', 'faq', topFaq(/diskret/)],
  ['Hoe lang duurt de verzending?', 'nl', 'faq', topFaq(/verzending/)],
  ['Welke betaalmethoden kan ik gebruiken?', 'nl', 'faq', topFaq(/betaalmethoden/)],
  ['Hoe bewaar ik zaden?', 'nl', 'faq', topFaq(/bewaar/)],
  ['Combien de temps prend la livraison ?', 'fr', 'faq', topFaq(/livraison/)],
  ['Quels moyens de paiement acceptez-vous ?', 'fr', 'faq', topFaq(/paiement/)],
  ['Comment conserver mes graines ?', 'fr', 'faq', topFaq(/conserver/)],
  ['I want to talk to a human', 'en', 'contact', any],
  ['Ich möchte mit einem Mitarbeiter sprechen', 'de', 'contact', any],
  ['Ik wil een medewerker spreken', 'nl', 'contact', any],
  ['Je veux parler à un conseiller', 'fr', 'contact', any],
  ['purple elephants dancing', 'en', 'fallback', any],
  ['qwertz uiop', 'de', 'fallback', any],
];

describe('POST /api/{iso}/chat', () => {
  it(`understands the fixed set of ${QUESTIONS.length} questions in four languages (intent and top result)`, async () => {
    const misses: string[] = [];
    for (const [question, language, intent, top] of QUESTIONS) {
      const r = await chat(question, language);
      if (r.intent !== intent || !(await top(r))) {
        misses.push(`${language} "${question}": ${r.intent} ${r.products[0]?.slug ?? r.faq[0]?.question ?? ''}`);
      }
    }
    const accuracy = (QUESTIONS.length - misses.length) / QUESTIONS.length;
    // Reported in mf-support/README.md; every miss is listed when the bar is not met.
    console.log(`chatbot accuracy ${QUESTIONS.length - misses.length}/${QUESTIONS.length}`, misses);
    expect({ accuracy: accuracy >= 0.9, misses }).toEqual({ accuracy: true, misses: expect.any(Array) });
  }, 120_000);

  it('streams a suggestion: intent first, text in pieces, cards with reasons, then done', async () => {
    const r = await chat('an easy autoflower with a big yield for a small tent', 'en');
    expect(r.events[0]).toMatchObject({
      type: 'intent',
      intent: 'strain_suggestion',
      traits: expect.arrayContaining(['autoflower', 'beginner', 'high_yield', 'small_space']),
    });
    expect(r.events.filter((e) => e.type === 'text').length).toBeGreaterThan(3);
    expect(r.products).toHaveLength(3);
    expect(r.products[0]!.reasons).toEqual(expect.arrayContaining(['Autoflower: ready in about 10 weeks']));
    expect(r.events.at(-1)).toEqual({ type: 'done' });
  });

  it('checks an order by number and e-mail, given over two messages, with the order-status rules', async () => {
    const packId = (await t.db.query<{ id: number }>('SELECT id FROM seed_packs ORDER BY id LIMIT 1')).rows[0]!.id;
    const method = (
      await t.db.query<{ id: number }>(
        `SELECT m.id FROM shipping_methods m JOIN countries c ON c.id = m.country_id WHERE c.iso = 'NL' ORDER BY m.id LIMIT 1`,
      )
    ).rows[0]!.id;
    const s = shopper(t.app);
    await s.add(packId, 1);
    const placed = placeOrderResponseSchema.parse(
      (await s.placeOrder(orderForm('NL', method, 'credit_card', 'chat.order@example.com'))).json(),
    );
    const first = await chat(`Where is my order ${placed.orderNumber}?`, 'en', [], '10.4.0.1');
    expect(first.intent).toBe('order_status');
    expect(first.text).toContain('Which e-mail address');
    const second = await chat('chat.order@example.com', 'en', [`Where is my order ${placed.orderNumber}?`], '10.4.0.1');
    expect(second.intent).toBe('order_status');
    const { status } = (
      await t.db.query<{ status: string }>('SELECT status FROM orders WHERE number = $1', [placed.orderNumber])
    ).rows[0]!;
    expect(second.events).toContainEqual({ type: 'order', number: placed.orderNumber, status });
    expect(second.text).toMatch(new RegExp(`^Order ${placed.orderNumber}: `));
    const wrong = await chat(`${placed.orderNumber} other@example.com`, 'de', [], '10.4.0.2');
    expect(wrong.text).toContain('Bestellung nicht gefunden');
    expect(wrong.events.some((e) => e.type === 'order')).toBe(false);
  });

  it('hands over to the contact form', async () => {
    const r = await chat('I want to talk to a human', 'en');
    expect(r.events).toContainEqual({ type: 'handover' });
  });
});
