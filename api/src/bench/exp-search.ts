import { STOREFRONTS } from '@storefront/shared-contracts';
import { createTestDatabase } from '../test/test-database';
import { searchRepository } from '../modules/search/repository';
import { search } from '../modules/search/search';

async function main() {
  const database = await createTestDatabase();
  const db = database.db;
  const repo = searchRepository(db);
  const names = (await db.query<{ name: string }>('SELECT name FROM strains ORDER BY id')).rows.map((r) => r.name);
  const keywords = [...names, ...names.map((n) => `${n.slice(0, -2)}${n.slice(-1)}${n.slice(-2, -1)}`), 'germinate', 'kush', 'haze', 'x', 'high cbd'];
  const times: Array<[number, string]> = [];
  for (const sf of [STOREFRONTS.en, STOREFRONTS.de]) await search(repo, sf, 'warm', 5);
  for (const q of keywords) for (const sf of [STOREFRONTS.en, STOREFRONTS.de]) {
    const s = performance.now();
    await search(repo, sf, q, 5);
    times.push([performance.now() - s, `${sf.iso} ${q}`]);
  }
  const sorted = [...times].sort((a, b) => a[0] - b[0]);
  console.log('p50', sorted[Math.floor(sorted.length / 2)]![0].toFixed(1), 'p99', sorted[Math.floor(sorted.length * 0.99)]![0].toFixed(1));
  console.log(sorted.slice(-12).map(([t, k]) => `${t.toFixed(1)} ${k}`).join('\n'));
  // per statement for one typical keyword
  const { searchTerms } = await import('../modules/search/search-terms');
  for (const sf of [STOREFRONTS.en, STOREFRONTS.de]) {
    const terms = searchTerms(keywords[3]!, sf);
    for (const [label, fn] of [
      ['strains', () => repo.strains(terms, sf.currency, 5)],
      ['collections', () => repo.collections(terms, 5)],
      ['posts', () => repo.posts(terms, 5, sf.language)],
      ['pages', () => repo.pages(terms, 5, sf.language)],
    ] as const) {
      const s = performance.now();
      for (let i = 0; i < 20; i++) await fn();
      console.log(sf.iso, label, ((performance.now() - s) / 20).toFixed(2), 'ms (seqscan allowed)');
    }
    await repo.withIndexScans(async (r) => {
      for (const [label, fn] of [
        ['strains', () => r.strains(terms, sf.currency, 5)],
        ['collections', () => r.collections(terms, 5)],
        ['posts', () => r.posts(terms, 5, sf.language)],
        ['pages', () => r.pages(terms, 5, sf.language)],
      ] as const) {
        const s = performance.now();
        for (let i = 0; i < 20; i++) await fn();
        console.log(sf.iso, label, ((performance.now() - s) / 20).toFixed(2), 'ms (index scans)');
      }
    });
  }
  await database.close();
}
void main();
