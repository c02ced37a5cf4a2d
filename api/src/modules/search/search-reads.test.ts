import { STOREFRONTS } from '@storefront/shared-contracts';
import { searchResponseSchema } from '@storefront/shared-contracts/schemas';
import type { Queryable } from '../../db/database';
import { matching } from './repository';
import { searchTerms } from './search-terms';
import { searchTestApp } from './search-test-app';

// What a search reads to answer: the database's indexes, the in-memory search index (no statement for known
// words), and a catalogue change (the index read again). What it answers: search.test.ts.
const { app, get, search } = searchTestApp();

describe('GET /api/{iso}/search: what it reads', () => {
  it('can answer every group from its indexes (full-text and trigram)', async () => {
    const terms = searchTerms('amnesia haz', STOREFRONTS.de);
    const tables = [
      ['products', 'p', 'p.name'],
      ['collections', 'c', 'c.name'],
      ['blog_posts', 'b', 'b.title'],
      ['content_pages', 'cp', 'cp.title'],
    ] as const;
    for (const [table, alias, name] of tables) {
      const plan = await app().db.transaction(async (tx) => {
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
    const names = (await app().db.query<{ name: string }>('SELECT name FROM strains ORDER BY id LIMIT 25')).rows.map(
      (r) => r.name,
    );
    // Distinct keywords, half of them misspelt (last two letters swapped), so none comes from the cache.
    const keywords = names.flatMap((name) => [name, `${name.slice(0, -2)}${name.slice(-1)}${name.slice(-2, -1)}`]);
    await get('q=warm-up');
    const query = jest.spyOn(app().db, 'query');
    const exec = jest.spyOn(app().db, 'exec');
    const transaction = jest.spyOn(app().db, 'transaction');
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
      await app().db.query<{ id: number; strain_id: number }>('SELECT id, strain_id FROM products ORDER BY id LIMIT 1')
    ).rows[0]!;
    await app().db.transaction(async (tx) => {
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
