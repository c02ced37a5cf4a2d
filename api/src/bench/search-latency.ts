// `npm run bench:search -w @storefront/api`: latency of GET /api/{iso}/search on the seed data, in process
// (app.inject, no network), on a throw-away test database: PGlite, or PostgreSQL with DATABASE_URL.
import { STOREFRONTS } from '@storefront/shared-contracts';
import { buildApp } from '../app';
import { createTestDatabase } from '../test/test-database';
import { SEARCH_TOPICS, misspelt } from '@storefront/shared-contracts/testing';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;

function report(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `${label}: n=${sorted.length} p50 ${f(percentile(sorted, 0.5))} p95 ${f(percentile(sorted, 0.95))} p99 ${f(percentile(sorted, 0.99))} max ${f(sorted.at(-1) ?? NaN)}`,
  );
}

async function main(): Promise<void> {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    config: { logLevel: 'silent', dataDir: '/tmp/storefront-search-bench' },
  });
  try {
    const names = (await database.db.query<{ name: string }>('SELECT name FROM strains ORDER BY id')).rows.map(
      (r) => r.name,
    );
    // Every keyword once per storefront iso: each request misses the cache. Misspelt names exercise the trigram path.
    const keywords = [...names, ...names.map(misspelt), ...SEARCH_TOPICS];
    const isos = [STOREFRONTS.en.iso, STOREFRONTS.de.iso];
    const run = async () => {
      const times: number[] = [];
      for (const q of keywords) {
        for (const iso of isos) {
          const start = performance.now();
          const response = await app.inject({ url: `/api/${iso}/search?q=${encodeURIComponent(q)}` });
          times.push(performance.now() - start);
          if (response.statusCode !== 200) throw new Error(`${q}: ${response.statusCode} ${response.body}`);
        }
      }
      return times;
    };
    console.log(`search latency on ${database.db.kind}, seed data`);
    // A fresh process pays once for compiling and loading (PGlite: WASM, pg_trgm): measured apart.
    for (const [i, q] of ['warm', 'up', 'germination', 'amnesia haze', 'kush', 'x'].entries()) {
      const start = performance.now();
      await app.inject({ url: `/api/${isos[i % 2]}/search?q=${q}` });
      if (i === 0) console.log(`first search after start: ${(performance.now() - start).toFixed(1)} ms`);
    }
    report('uncached', await run());
    report('cached  ', await run());
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
