import { STOREFRONTS, type SearchResponse, apiPaths } from '@storefront/shared-contracts';
import { searchResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import type { Queryable } from '../../db/database';
import { matching } from './repository';
import { searchTerms } from './search-terms';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const get = (query: string, iso = 'en-en') => t.app.inject({ url: `${apiPaths.search(iso)}?${query}` });

async function search(q: string, iso = 'en-en', extra = ''): Promise<SearchResponse> {
  const response = await get(`q=${encodeURIComponent(q)}${extra}`, iso);
  expect(response.statusCode).toBe(200);
  return searchResponseSchema.parse(response.json());
}

describe('GET /api/{iso}/search', () => {
  it('finds Amnesia Haze despite a missing letter or swapped letters, both flowering types first', async () => {
    for (const q of ['amnesia haz', 'amnesai haze', 'Amnesia Haze', 'AMNESIA HAZE']) {
      const { strains } = await search(q);
      expect(strains.slice(0, 2).map((s) => s.name)).toEqual(['Amnesia Haze', 'Amnesia Haze Auto']);
    }
  });

  it('ranks exact and prefix name matches before other hits', async () => {
    const { strains } = await search('amnesia', 'en-en', '&limit=20');
    const amnesias =
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE name LIKE 'Amnesia %'`)).rows[0]
        ?.n ?? 0;
    expect(amnesias).toBeGreaterThan(4);
    expect(strains.slice(0, amnesias).every((s) => s.name.startsWith('Amnesia '))).toBe(true);
    const exact = await search('white widow');
    expect(exact.strains[0]?.name).toBe('White Widow');
  });

  it('ranks names with a word starting with a partial keyword before strains that only mention it', async () => {
    // Fourteen names hold the word "Widow", and their texts mention widows more or less often: the names the
    // keyword covers most come first, so the panel's five show White Widow, not only the wordiest texts.
    for (const q of ['widow', 'wido', 'Widow ']) {
      const { strains } = await search(q);
      expect(strains.map((s) => s.name)).toContain('White Widow');
      expect(strains.every((s) => /\bWidow\b/.test(s.name))).toBe(true);
    }
    expect((await search('widow', STOREFRONTS.de.iso)).strains.map((s) => s.name)).toContain('White Widow');
    // A half-typed first word: the Amnesia names, the one the keyword covers most first.
    const amnes = await search('amnes');
    expect(amnes.strains[0]?.name).toBe('Amnesia Haze');
    expect(amnes.strains.every((s) => s.name.startsWith('Amnesia '))).toBe(true);
    // A word inside the name ranks before texts that merely contain it: "haz" finds the Hazes.
    expect((await search('haz')).strains.every((s) => /\bHaze\b/.test(s.name))).toBe(true);
  });

  it('pages through every hit of each type with `offset`, and counts them in `totals`', async () => {
    const first = await search('auto', 'en-en', '&limit=20');
    const second = await search('auto', 'en-en', '&limit=20&offset=20');
    expect(first.totals?.strains).toBeGreaterThan(40);
    expect(second.totals).toEqual(first.totals);
    expect(second.strains).toHaveLength(20);
    const seen = new Set(first.strains.map((s) => s.id));
    expect(second.strains.filter((s) => seen.has(s.id))).toEqual([]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE name ILIKE '%auto%'`,
    );
    expect(first.totals!.strains).toBeGreaterThanOrEqual(rows[0]!.n);
    const last = await search('auto', 'en-en', `&limit=20&offset=${first.totals!.strains - 1}`);
    expect(last.strains).toHaveLength(1);
    expect((await search('auto', 'en-en', '&offset=1000')).strains).toEqual([]);
    expect((await get('q=auto&offset=1001')).statusCode).toBe(400);
    expect((await get('q=auto&offset=-1')).statusCode).toBe(400);
  });

  it('groups strains, collections, blog posts and pages, each with what the panel links to', async () => {
    const cbd = await search('high cbd');
    expect(cbd.collections[0]).toMatchObject({ slug: 'high-cbd', name: 'High CBD' });
    expect(cbd.collections[0]?.productCount).toBeGreaterThan(0);

    const shipping = await search('shipping');
    expect(shipping.pages[0]).toEqual({
      routeId: 'shipping-delivery',
      title: 'Shipping & delivery',
      summary: expect.stringContaining('Discreet'),
    });
    expect(shipping.posts.map((p) => p.slug)).toContain('faster-shipping-to-germany-and-austria');

    const towel = await search('paper towel');
    expect(towel.posts[0]).toMatchObject({
      slug: 'how-to-germinate-cannabis-seeds-with-the-paper-towel-method',
      category: { slug: 'germination', name: 'Germination' },
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    // A post's reading time, rounded up: every post has one (the seed's posts are a few hundred words each).
    expect(towel.posts[0]?.minutesRead).toBeGreaterThanOrEqual(1);
    expect(towel.strains).toEqual([]);
  });

  it('finds words inside texts by their stem (full-text), not only names', async () => {
    const { posts } = await search('germinating');
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((p) => p.slug)).toContain('why-seeds-fail-to-germinate-and-how-to-prevent-it');
  });

  it('answers every group as an empty array when nothing matches', async () => {
    const body = await search('xqzvvy');
    expect(body).toEqual({
      query: 'xqzvvy',
      strains: [],
      collections: [],
      posts: [],
      pages: [],
      totals: { strains: 0, collections: 0, posts: 0, pages: 0 },
    });
  });

  it('finds the English catalogue from the German storefront and prices strains in the storefront currency', async () => {
    const de = await search('amnesia haze', STOREFRONTS.de.iso);
    expect(de.strains[0]).toMatchObject({ name: 'Amnesia Haze', fromPrice: { currency: 'EUR' } });
    expect((await search('germinate', STOREFRONTS.de.iso)).posts.length).toBeGreaterThan(0);
    const uk = await search('amnesia haze', STOREFRONTS.uk.iso);
    const { rows } = await t.db.query<{ amount: number }>(
      `SELECT pp.amount FROM seed_packs sp JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = 'GBP'
       JOIN products p ON p.id = sp.product_id WHERE p.slug = 'amnesia-haze' ORDER BY sp.seeds LIMIT 1`,
    );
    expect(uk.strains[0]?.fromPrice).toEqual({ amount: rows[0]?.amount, currency: 'GBP' });
  });

  it('returns 5 hits per type by default and up to `limit`', async () => {
    expect((await search('auto')).strains).toHaveLength(5);
    expect((await search('auto', 'en-en', '&limit=20')).strains).toHaveLength(20);
    expect((await search('auto', 'en-en', '&limit=1')).posts.length).toBeLessThanOrEqual(1);
  });

  it('leaves drafts and posts scheduled for later out, and shows a change to a post at once', async () => {
    const draft = await search('autumn catalogue');
    expect(draft.posts.map((p) => p.slug)).not.toContain('coming-soon-our-autumn-catalogue');
    expect((await search('trimming')).posts.map((p) => p.slug)).toContain(
      'trimming-hand-tools-machines-and-what-to-keep',
    );
    await t.db.query(
      `UPDATE blog_posts SET published_at = now() + interval '1 day' WHERE slug = 'trimming-hand-tools-machines-and-what-to-keep'`,
    );
    try {
      expect((await search('trimming')).posts.map((p) => p.slug)).not.toContain(
        'trimming-hand-tools-machines-and-what-to-keep',
      );
    } finally {
      await t.db.query(
        `UPDATE blog_posts SET published_at = '2024-04-08T08:00:00Z' WHERE slug = 'trimming-hand-tools-machines-and-what-to-keep'`,
      );
    }
  });

  it('treats tsquery and LIKE syntax in the keyword as plain text', async () => {
    const body = await search(`amnesia & | ! ( ) :* ' " haze`);
    expect(body.strains[0]?.name).toBe('Amnesia Haze');
    for (const q of ['100%', '_', '\\', ':*', '!!!', 'ü']) await search(q);
  });

  it('refuses a missing, blank or too long keyword and a bad limit with 400 VALIDATION_FAILED', async () => {
    const cases: Array<[string, string]> = [
      ['', 'Invalid querystring.q: Enter a keyword to search for.'],
      ['q=', 'Invalid querystring.q: Enter a keyword to search for.'],
      ['q=%20%20%20', 'Invalid querystring.q: Enter a keyword to search for.'],
      [`q=${'a'.repeat(101)}`, 'Invalid querystring.q: A search keyword has at most 100 characters.'],
      ['q=kush&limit=21', 'Invalid querystring.limit: limit is a whole number from 1 to 20.'],
      ['q=kush&limit=0', 'Invalid querystring.limit: limit is a whole number from 1 to 20.'],
      ['q=kush&limit=two', 'Invalid querystring.limit: limit is a whole number from 1 to 20.'],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect((await search(` ${'a'.repeat(100)} `)).query).toBe('a'.repeat(100));
    expect((await get('q=kush', 'xx-xx')).statusCode).toBe(404);
  });

  it('can answer every group from its indexes (full-text and trigram)', async () => {
    const terms = searchTerms('amnesia haz', STOREFRONTS.de);
    const tables = [
      ['products', 'p', 'p.name'],
      ['collections', 'c', 'c.name'],
      ['blog_posts', 'b', 'b.title'],
      ['content_pages', 'cp', 'cp.title'],
    ] as const;
    for (const [table, alias, name] of tables) {
      const plan = await t.db.transaction(async (tx) => {
        await tx.exec('SET LOCAL enable_seqscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT 1 FROM ${table} ${alias} WHERE ${matching(terms, alias, name).where}`,
          [terms.text, terms.tsquery, terms.prefixPattern],
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).not.toContain('Seq Scan');
      for (const index of [
        `${table}_search_english`,
        `${table}_search_german`,
        `${table}_${alias === 'p' || alias === 'c' ? 'name' : 'title'}_trgm`,
      ]) {
        expect(plan).toContain(`Bitmap Index Scan on ${index}`);
      }
    }
  });

  it('answers 50 different uncached searches from memory: at most one statement each, none for known words', async () => {
    // Wall time on a 2-core machine shared by several test runs swings 20x, so this counts what makes a search
    // slow instead: the statements each search sends. The search index (search-index.ts) is read once per
    // catalogue version; a search then sends at most the stemming of words it has not seen, plus the cache's
    // version check.
    const names = (await t.db.query<{ name: string }>('SELECT name FROM strains ORDER BY id LIMIT 25')).rows.map(
      (r) => r.name,
    );
    // Distinct keywords, half of them misspelt (last two letters swapped), so none comes from the cache.
    const keywords = names.flatMap((name) => [name, `${name.slice(0, -2)}${name.slice(-1)}${name.slice(-2, -1)}`]);
    await get('q=warm-up');
    const query = jest.spyOn(t.db, 'query');
    const exec = jest.spyOn(t.db, 'exec');
    const transaction = jest.spyOn(t.db, 'transaction');
    try {
      const counts: number[] = [];
      const hits: number[] = [];
      const run = async (limit: number) => {
        for (const q of keywords) {
          query.mockClear();
          exec.mockClear();
          const response = await get(`q=${encodeURIComponent(q)}&limit=${limit}`);
          expect(response.statusCode).toBe(200);
          const body = searchResponseSchema.parse(response.json());
          counts.push(query.mock.calls.length + exec.mock.calls.length);
          hits.push(body.strains.length + body.collections.length + body.posts.length + body.pages.length);
        }
      };
      await run(20);
      expect(Math.max(...hits)).toBeGreaterThan(5);
      // The stems of new words and the version check, whether a search finds 1 hit or 20.
      expect(Math.max(...counts)).toBeLessThanOrEqual(2);
      // The same words again, another cache key (limit): only the version check is left.
      counts.length = 0;
      await run(19);
      const stems = query.mock.calls.filter(([sql]) => String(sql).includes('to_tsquery'));
      expect(stems).toHaveLength(0);
      expect(Math.max(...counts)).toBeLessThanOrEqual(1);
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
      exec.mockRestore();
      transaction.mockRestore();
    }
  });

  it('finds a new product once the catalogue version moved (the index is read again)', async () => {
    expect((await search('zyxwortel')).strains).toEqual([]);
    // A copy of the first product (and its strain: one product per strain and flowering type) under a new name.
    const copy = async (q: Queryable, table: string, sourceId: number, values: Record<string, unknown>) => {
      const names = Object.keys(values);
      const columns = (
        await q.query<{ list: string }>(
          `SELECT string_agg(column_name, ', ') AS list FROM information_schema.columns
           WHERE table_name = $1 AND is_generated = 'NEVER' AND NOT (column_name = ANY($2::text[]))`,
          [table, ['id', ...names]],
        )
      ).rows[0]!.list;
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO ${table} (id, ${names.join(', ')}, ${columns})
         SELECT (SELECT max(id) + 1 FROM ${table}), ${names.map((_, i) => `$${i + 2}`).join(', ')}, ${columns}
         FROM ${table} WHERE id = $1 RETURNING id`,
        [sourceId, ...Object.values(values)],
      );
      return rows[0]!.id;
    };
    const source = (
      await t.db.query<{ id: number; strain_id: number }>('SELECT id, strain_id FROM products ORDER BY id LIMIT 1')
    ).rows[0]!;
    await t.db.transaction(async (tx) => {
      const strain = await copy(tx, 'strains', source.strain_id, { name: 'Zyxwortel Kush', slug: 'zyxwortel-kush' });
      const id = await copy(tx, 'products', source.id, {
        name: 'Zyxwortel Kush',
        slug: 'zyxwortel-kush',
        strain_id: strain,
      });
      const pack = (
        await tx.query<{ id: number }>(
          `INSERT INTO seed_packs (id, product_id, seeds, free_seeds)
           SELECT max(id) + 1, $1, 3, 0 FROM seed_packs RETURNING id`,
          [id],
        )
      ).rows[0]!.id;
      await tx.query(
        `INSERT INTO pack_prices (pack_id, currency, amount)
         SELECT $1, currency, 999 FROM (SELECT DISTINCT currency FROM pack_prices) c`,
        [pack],
      );
    });
    const found = await search('zyxwortel');
    expect(found.strains[0]).toMatchObject({ name: 'Zyxwortel Kush', fromPrice: { amount: 999, currency: 'EUR' } });
    // Misspelt too (trigram similarity on the new name), and in German.
    expect((await search('zyxwotrel kush', 'de-de')).strains[0]?.name).toBe('Zyxwortel Kush');
  });
});
