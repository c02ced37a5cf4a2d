import { STOREFRONTS } from '@storefront/shared-contracts';
import { errorOf } from '../../test/test-app';
import { searchTestApp } from './search-test-app';

// What a search answers: its hits, their order, groups, paging and refusals. What it reads to answer them (the
// indexes, the in-memory index, the catalogue version): search-reads.test.ts.
const { app, get, search } = searchTestApp();

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
      (await app().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE name LIKE 'Amnesia %'`))
        .rows[0]?.n ?? 0;
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
    const { rows } = await app().db.query<{ n: number }>(
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
    const { rows } = await app().db.query<{ amount: number }>(
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
    await app().db.query(
      `UPDATE blog_posts SET published_at = now() + interval '1 day' WHERE slug = 'trimming-hand-tools-machines-and-what-to-keep'`,
    );
    try {
      expect((await search('trimming')).posts.map((p) => p.slug)).not.toContain(
        'trimming-hand-tools-machines-and-what-to-keep',
      );
    } finally {
      await app().db.query(
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
});
