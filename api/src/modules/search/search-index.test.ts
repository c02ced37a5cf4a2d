import { type Language, STOREFRONTS, type Storefront } from '@storefront/shared-contracts';
import { SEARCH_TOPICS, misspelt } from '@storefront/shared-contracts/testing';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';
import { searchRepository } from './repository';
import { search } from './search';
import { SearchIndex } from './search-index';
import { similarity, trigramName, wordSimilarity } from './text-match';

// The in-memory search must answer what the SQL search (repository.ts, PostgreSQL's own full-text and pg_trgm)
// answers: same hits, same order, for names, misspelt names and topics, in English, German, Dutch and French.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const version = async () =>
  Number((await t.db.query<{ v: string }>('SELECT version::text AS v FROM catalog_state')).rows[0]!.v);

describe('SearchIndex', () => {
  it('answers exactly as the SQL search over the bench keywords', async () => {
    const names = (await t.db.query<{ name: string }>('SELECT name FROM strains ORDER BY id')).rows.map((r) => r.name);
    const topics = [
      ...SEARCH_TOPICS,
      'a',
      'x',
      'the',
      'Keimung',
      'Versand',
      'verzending',
      'livraison',
      'og',
      '2',
      'amnesia haze auto',
    ];
    // Every other strain, half of them spelt right and half misspelt: the names are alike in shape, and each SQL
    // search costs PostgreSQL about 0.1 s of CPU, so all 270 in five languages alone took minutes of the suite.
    const keywords = [
      ...names.filter((_, i) => i % 4 === 0),
      ...names.filter((_, i) => i % 4 === 2).map(misspelt),
      ...topics,
    ];
    const cases: Array<[Storefront, Language]> = [
      [STOREFRONTS.en, 'en'],
      [STOREFRONTS.de, 'de'],
      [STOREFRONTS.en, 'nl'],
      [STOREFRONTS.en, 'fr'],
      [STOREFRONTS.uk, 'en'],
    ];
    const repo = searchRepository(t.db);
    const index = new SearchIndex(t.db);
    const v = await version();
    const differences: string[] = [];
    // A keyword's five storefront/language cases side by side: some 1,400 searches one after the other took over
    // three minutes on PostgreSQL, most of it waiting on round trips, not computing.
    for (const q of keywords) {
      await Promise.all(
        cases.map(async ([storefront, language]) => {
          const expected = await search(repo, storefront, q, 8, language);
          const actual = await index.search(v, storefront, q, 8, language);
          if (JSON.stringify(actual) !== JSON.stringify(expected))
            differences.push(`${storefront.iso}/${language} ${q}`);
        }),
      );
    }
    // Later pages and the totals, where the own language's hits and the English ones are merged.
    for (const q of ['auto', 'widow', 'germination', 'Versand', 'seeds']) {
      for (const [storefront, language] of cases) {
        const expected = await search(repo, storefront, q, 5, language, 5);
        const actual = await index.search(v, storefront, q, 5, language, 5);
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          differences.push(`${storefront.iso}/${language} ${q} offset 5`);
      }
    }
    expect(differences).toEqual([]);
  }, 600_000);

  it('computes pg_trgm similarity and word_similarity as PostgreSQL does', async () => {
    const pairs = [
      ['Amnesia Haze', 'amnesia haez'],
      ['White Widow', 'white'],
      ['Northern Lights Auto', 'nothern'],
      ['Gorilla Glue #4', 'glue'],
      ['Mazar-i-Sharif', 'mazar i sharfi'],
      ['Blüte', 'blute'],
    ];
    for (const [name, text] of pairs) {
      const { rows } = await t.db.query<{ sim: number; word: number }>(
        'SELECT similarity($1, $2) AS sim, word_similarity($2, $1) AS word',
        [name, text],
      );
      const a = trigramName(name!);
      const b = trigramName(text!);
      expect(similarity(a.set, b.set)).toBeCloseTo(rows[0]!.sim, 5);
      expect(wordSimilarity(b.sequence, a.sequence)).toBeCloseTo(rows[0]!.word, 5);
    }
  });
});
