import { type SeedfinderAnswers, type SeedfinderResponse, apiPaths } from '@storefront/shared-contracts';
import { seedfinderResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { SEEDFINDER_WEIGHTS, type SeedfinderCandidate, rankSeedfinder } from './score';

const base: SeedfinderCandidate = {
  id: 0,
  floweringType: 'photoperiod',
  difficulty: 'advanced',
  thcContent: 150,
  cbdContent: 5,
  yieldIndoor: 450,
  yieldOutdoor: 500,
  heightIndoorMax: 140,
  heightOutdoorMax: 200,
  floweringDaysMax: 63,
  climates: ['temperate'],
  effects: ['Happy'],
  rating: 4,
  salesCount: 10,
};
const strain = (id: number, traits: Partial<SeedfinderCandidate>): SeedfinderCandidate => ({ ...base, ...traits, id });

/** A small catalogue where each answer set below has one strain made for it. */
const catalogue = [
  strain(1, {
    floweringType: 'autoflower',
    difficulty: 'beginner',
    heightIndoorMax: 80,
    yieldIndoor: 550,
    floweringDaysMax: 70,
    effects: ['Relaxed', 'Sleepy'],
    thcContent: 250,
  }),
  strain(2, {
    floweringType: 'photoperiod',
    difficulty: 'expert',
    heightOutdoorMax: 350,
    yieldOutdoor: 1500,
    climates: ['mediterranean', 'arid'],
    effects: ['Energetic', 'Creative'],
    thcContent: 270,
  }),
  strain(3, {
    floweringType: 'autoflower',
    difficulty: 'advanced',
    heightIndoorMax: 90,
    floweringDaysMax: 56,
    yieldIndoor: 300,
    effects: ['Calm'],
    thcContent: 50,
    cbdContent: 140,
  }),
  strain(4, {
    floweringType: 'photoperiod',
    difficulty: 'beginner',
    heightOutdoorMax: 180,
    climates: ['polar', 'mountains'],
    effects: ['Happy', 'Giggly'],
    thcContent: 90,
    cbdContent: 80,
    floweringDaysMax: 60,
  }),
  strain(5, { difficulty: 'expert', heightIndoorMax: 220, thcContent: 120, floweringDaysMax: 84 }),
];

const answers = (overrides: Partial<SeedfinderAnswers>): SeedfinderAnswers => ({
  experience: 'intermediate',
  place: 'indoor',
  space: 'medium',
  climate: 'temperate',
  flowering: 'any',
  effect: 'happy',
  cannabinoids: 'high_thc',
  priority: 'balanced',
  ...overrides,
});

const ids = (a: SeedfinderAnswers) => rankSeedfinder(a, catalogue, 5).map((r) => r.candidate.id);

describe('rankSeedfinder (pure)', () => {
  it('weights add up to 100 and a strain that fits every answer scores 100 with a reason per answer', () => {
    expect(Object.values(SEEDFINDER_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    const [best] = rankSeedfinder(
      answers({ experience: 'beginner', space: 'small', flowering: 'autoflower', effect: 'sleep', priority: 'yield' }),
      catalogue,
      5,
    );
    expect(best?.candidate.id).toBe(1);
    expect(best?.score).toBe(100);
    expect(best?.reasons.map((r) => r.code)).toEqual([
      'flowering-type',
      'easy-to-grow',
      'fits-space',
      'effect',
      'high-thc',
      'big-yield',
    ]);
    expect(best?.reasons).toContainEqual({ code: 'fits-space', value: 80 });
    expect(best?.reasons).toContainEqual({ code: 'high-thc', value: 25 });
  });

  it('ranks the expected strain first for each answer set', () => {
    // An easy autoflower with a big yield for a small tent.
    expect(
      ids(answers({ experience: 'beginner', space: 'small', flowering: 'autoflower', priority: 'yield' }))[0],
    ).toBe(1);
    // An expert outdoors in a warm climate after a strong, energising, heavy-yielding photoperiod.
    expect(
      ids(
        answers({
          experience: 'expert',
          place: 'outdoor',
          space: 'large',
          climate: 'warm',
          flowering: 'photoperiod',
          effect: 'energy',
          priority: 'yield',
        }),
      )[0],
    ).toBe(2);
    // Calm, CBD-rich and fast in a small space.
    expect(ids(answers({ space: 'small', effect: 'relax', cannabinoids: 'high_cbd', priority: 'speed' }))[0]).toBe(3);
    // A beginner outdoors in a cool climate wanting a cheerful, balanced strain.
    expect(
      ids(answers({ experience: 'beginner', place: 'outdoor', climate: 'cool', cannabinoids: 'balanced' }))[0],
    ).toBe(4);
  });

  it('indoors the climate neither changes the ranking nor gives a reason; outdoors it does', () => {
    const indoor = answers({ climate: 'cool' });
    expect(rankSeedfinder(indoor, catalogue, 5)).toEqual(
      rankSeedfinder({ ...indoor, climate: 'tropical' }, catalogue, 5),
    );
    expect(rankSeedfinder(indoor, catalogue, 5).flatMap((r) => r.reasons.map((x) => x.code))).not.toContain(
      'suits-climate',
    );
    const outdoor = rankSeedfinder(answers({ place: 'outdoor', climate: 'cool' }), catalogue, 5);
    expect(outdoor.find((r) => r.candidate.id === 4)?.reasons).toContainEqual({ code: 'suits-climate', value: 'cool' });
  });

  it('breaks ties by rating, then sales, then id, and answers nothing for no candidates', () => {
    const twins = [strain(9, { rating: 4.5 }), strain(8, { rating: 4.5, salesCount: 11 }), strain(7, { rating: 4.9 })];
    expect(rankSeedfinder(answers({}), twins, 3).map((r) => r.candidate.id)).toEqual([7, 8, 9]);
    expect(rankSeedfinder(answers({}), [], 3)).toEqual([]);
    expect(rankSeedfinder(answers({}), catalogue, 2)).toHaveLength(2);
  });
});

describe('GET /api/{iso}/seedfinder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    // Two products made to fit two answer sets exactly, copied from a seeded product and then changed.
    for (const [id, name, set] of [
      [
        9001,
        'Seedfinder Tent Auto',
        `flowering_type = 'autoflower', difficulty = 'beginner', height_indoor_max = 60, effects = '{Sleepy}',
         thc_content = 280, thc_level = 'high', yield_indoor = 900, flowering_days_min = 35, flowering_days_max = 40, rating_avg = 5`,
      ],
      [
        9002,
        'Seedfinder Sun Giant',
        `flowering_type = 'photoperiod', difficulty = 'expert', height_outdoor_max = 400, climates = '{arid}',
         effects = '{Energetic}', cbd_content = 200, cbd_level = 'high', thc_content = 40, thc_level = 'low',
         yield_outdoor = 5000, rating_avg = 5`,
      ],
    ] as const) {
      const slug = name.toLowerCase().replaceAll(' ', '-');
      await t.db.query(`INSERT INTO strains (id, name, slug, image_hue) VALUES ($1, $2, $3, 100)`, [id, name, slug]);
      const { rows } = await t.db.query<{ columns: string }>(
        `SELECT string_agg(column_name, ', ') AS columns FROM information_schema.columns
         WHERE table_name = 'products' AND is_generated = 'NEVER'`,
      );
      const columns = rows[0]?.columns ?? '';
      await t.db.exec(
        `CREATE TEMP TABLE copy AS SELECT ${columns} FROM products WHERE id = 1;
         UPDATE copy SET id = ${id}, strain_id = ${id}, slug = '${slug}', name = '${name}', ${set};
         INSERT INTO products (${columns}) SELECT ${columns} FROM copy; DROP TABLE copy;
         INSERT INTO seed_packs (id, product_id, seeds) VALUES (${id}, ${id}, 3), (${id + 1000}, ${id}, 5);
         INSERT INTO pack_prices (pack_id, currency, amount) SELECT ${id}, currency, 1999 FROM pack_prices WHERE pack_id = 1;
         INSERT INTO pack_prices (pack_id, currency, amount) SELECT ${id + 1000}, currency, 2999 FROM pack_prices WHERE pack_id = 1;`,
      );
    }
  }, SETUP_TIMEOUT);
  afterAll(() => t?.close());

  const query = (a: Record<string, string>) => new URLSearchParams(a).toString();
  async function find(a: SeedfinderAnswers, iso = 'en-en'): Promise<SeedfinderResponse> {
    const response = await t.app.inject({ url: `${apiPaths.seedfinder(iso)}?${query(a)}` });
    expect(response.statusCode).toBe(200);
    return seedfinderResponseSchema.parse(response.json());
  }

  const tent = answers({
    experience: 'beginner',
    space: 'small',
    flowering: 'autoflower',
    effect: 'sleep',
    priority: 'yield',
  });
  const sun = answers({
    experience: 'expert',
    place: 'outdoor',
    space: 'large',
    climate: 'warm',
    flowering: 'photoperiod',
    effect: 'energy',
    cannabinoids: 'high_cbd',
    priority: 'yield',
  });

  it('ranks the strain made for the answers first, with its reasons, smallest pack and storefront price', async () => {
    const result = await find(tent);
    expect(result.answers).toEqual(tent);
    expect(result.results).toHaveLength(6);
    const [first] = result.results;
    expect(first?.product).toMatchObject({ slug: 'seedfinder-tent-auto', floweringType: 'autoflower' });
    expect(first?.score).toBe(100);
    expect(first?.pack).toEqual({ id: 9001, seeds: 3, freeSeeds: 0, price: { amount: 1999, currency: 'EUR' } });
    expect(first?.product.fromPrice).toEqual({ amount: 1999, currency: 'EUR' });
    expect(first?.reasons).toContainEqual({ code: 'fits-space', value: 60 });
    expect(first?.reasons).toContainEqual({ code: 'high-thc', value: 28 });
    const scores = result.results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The seeded catalogue fills the rest: autoflowers, as asked.
    for (const r of result.results) expect(r.product.floweringType).toBe('autoflower');

    const outdoors = await find(sun, 'en-uk');
    expect(outdoors.results[0]?.product.slug).toBe('seedfinder-sun-giant');
    expect(outdoors.results[0]?.pack.price.currency).toBe('GBP');
    expect(outdoors.results[0]?.reasons.map((r) => r.code)).toEqual(
      expect.arrayContaining([
        'flowering-type',
        'matches-experience',
        'suits-climate',
        'effect',
        'high-cbd',
        'big-yield',
      ]),
    );
    for (const r of outdoors.results) expect(r.product.floweringType).toBe('photoperiod');
  });

  it("the seeded catalogue's results fit the answers: CBD-rich first when asked, the pack is the product's smallest", async () => {
    const cbd = await find(answers({ cannabinoids: 'high_cbd', flowering: 'photoperiod', priority: 'speed' }));
    const top = cbd.results[0];
    expect(top?.reasons.map((r) => r.code)).toContain('high-cbd');
    const { rows } = await t.db.query<{ id: number; amount: number }>(
      `SELECT sp.id, pp.amount FROM seed_packs sp JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = 'EUR'
       WHERE sp.product_id = $1 ORDER BY sp.seeds LIMIT 1`,
      [top?.product.id],
    );
    expect(top?.pack).toMatchObject({ id: rows[0]?.id, price: { amount: rows[0]?.amount, currency: 'EUR' } });
    const { rows: cbdRows } = await t.db.query<{ cbd: number }>(
      'SELECT cbd_content AS cbd FROM products WHERE id = $1',
      [top?.product.id],
    );
    expect(cbdRows[0]?.cbd).toBeGreaterThanOrEqual(80);
  });

  it('a chosen flowering type filters: no autoflower answers "Photoperiod", no photoperiod "Autoflower"', async () => {
    for (const flowering of ['photoperiod', 'autoflower'] as const) {
      for (const effect of ['relax', 'sleep', 'happy', 'energy', 'creative'] as const) {
        for (const priority of ['yield', 'speed', 'balanced'] as const) {
          const result = await find(answers({ flowering, effect, priority, space: 'small', cannabinoids: 'high_cbd' }));
          expect(result.results.length).toBeGreaterThan(0);
          expect(result.results.filter((r) => r.product.floweringType !== flowering)).toEqual([]);
        }
      }
    }
  });

  it('refuses a missing or unknown answer with 400 and a message naming the question and its options', async () => {
    const { priority: _omitted, ...missing } = tent;
    const noPriority = await t.app.inject({ url: `${apiPaths.seedfinder('en-en')}?${query(missing)}` });
    expect(noPriority.statusCode).toBe(400);
    expect(errorOf(noPriority).message).toContain(
      "The answer to 'priority' is missing; one of: yield, speed, balanced.",
    );

    const bad = await t.app.inject({ url: `${apiPaths.seedfinder('en-en')}?${query({ ...tent, place: 'moon' })}` });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(errorOf(bad).message).toContain("'moon' is no answer to 'place'; one of: indoor, outdoor.");

    const unknown = await t.app.inject({ url: `${apiPaths.seedfinder('xx-xx')}?${query(tent)}` });
    expect(unknown.statusCode).toBe(404);
  });
});
