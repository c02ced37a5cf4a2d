// `npx tsx src/modules/search/sql-vs-memory.bench.ts` (from api/; DATABASE_URL=postgres://... for PostgreSQL):
// GET /api/{iso}/search over HTTP, the in-memory index (memory) against the SQL search (sql), each behind the
// route's own answer cache, on one throw-away seeded database, request by request in turn so that the machine's
// load falls on both alike. Keywords as a shopper types them, in en-en and de-de. Per round a new `limit` gives
// every keyword a new cache key (a miss, the same work); each miss is then asked again three times (hits).
import os from 'node:os';
import { STOREFRONTS } from '@storefront/shared-contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CatalogCache } from '../../cache/catalog-cache';
import { createTestDatabase } from '../../test/test-database';
import { searchRepository } from './repository';
import { searchRoutes } from './routes';
import { search } from './search';
import { SearchIndex } from './search-index';

const typed = (word: string) =>
  Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)).filter((k) => !k.endsWith(' '));
const KEYWORDS: { iso: string; q: string }[] = [
  ...[
    ...typed('widow'),
    ...typed('amnesia haze'),
    ...typed('auto'),
    ...typed('kush'),
    ...typed('northern lights'),
    'haze',
    'gorila',
    'germination',
    'feminized',
    'white wid',
    'purple',
    'cbd',
  ].map((q) => ({ iso: STOREFRONTS.en.iso, q })),
  ...[
    ...typed('widow'),
    'amnes',
    'haze',
    'auto',
    ...typed('keimung'),
    ...typed('samen'),
    'anbau',
    'ernte',
    'blüte',
    'autoflowering samen',
    'weiße witwe',
    'hanf',
  ].map((q) => ({ iso: STOREFRONTS.de.iso, q })),
];
const ROUNDS = Number(process.env.ROUNDS ?? 8);
const VARIANTS = ['memory', 'sql'] as const;
type Variant = (typeof VARIANTS)[number];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

function report(label: string, times: number[]): void {
  const s = [...times].sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(1);
  console.log(
    `${label.padEnd(28)} n=${s.length} p50 ${f(percentile(s, 0.5))} p95 ${f(percentile(s, 0.95))} p99 ${f(percentile(s, 0.99))} max ${f(s.at(-1) ?? NaN)} ms`,
  );
}

async function main(): Promise<void> {
  const database = await createTestDatabase();
  const { db } = database;
  const sql = searchRepository(db);
  const backends: Record<Variant, Pick<SearchIndex, 'search'>> = {
    memory: new SearchIndex(db),
    sql: { search: (_version, ...args) => search(sql, ...args) },
  };
  const apps = await Promise.all(
    VARIANTS.map(async (variant) => {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      await app.register(searchRoutes, { index: backends[variant], cache: new CatalogCache(db, 1000, 1000) });
      return app;
    }),
  );
  const urls = Object.fromEntries(
    await Promise.all(VARIANTS.map(async (v, i) => [v, await apps[i]!.listen({ port: 0, host: '127.0.0.1' })])),
  ) as Record<Variant, string>;
  const get = async (variant: Variant, iso: string, q: string, limit: number) => {
    const start = performance.now();
    const response = await fetch(`${urls[variant]}/api/${iso}/search?q=${encodeURIComponent(q)}&limit=${limit}`);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${variant} ${q}: ${response.status} ${body}`);
    return { ms: performance.now() - start, body };
  };
  try {
    console.log(
      `search, memory vs sql, over HTTP on ${db.kind}: ${KEYWORDS.length} keywords x ${ROUNDS} rounds; load ${load()}`,
    );
    for (const variant of VARIANTS) {
      const { ms } = await get(variant, STOREFRONTS.en.iso, 'start', 5);
      console.log(`${variant} first search after start: ${ms.toFixed(1)} ms`);
    }
    const empty = () => ({ first: [] as number[], miss: [] as number[], hit: [] as number[] });
    const times: Record<Variant, ReturnType<typeof empty>> = { memory: empty(), sql: empty() };
    const ratios: number[] = [];
    let different = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, { iso, q }] of KEYWORDS.entries()) {
        const order = (i + round) % 2 === 0 ? VARIANTS : ([...VARIANTS].reverse() as Variant[]);
        const ms: Partial<Record<Variant, number>> = {};
        const bodies = new Set<string>();
        for (const variant of order) {
          const answer = await get(variant, iso, q, 5 + round);
          times[variant][round === 0 ? 'first' : 'miss'].push(answer.ms);
          ms[variant] = answer.ms;
          bodies.add(answer.body);
        }
        if (bodies.size > 1) different++;
        if (round > 0) ratios.push(ms.sql! / ms.memory!);
        for (let k = 0; k < 3; k++)
          for (const variant of order) times[variant].hit.push((await get(variant, iso, q, 5 + round)).ms);
      }
    }
    for (const variant of VARIANTS) {
      report(`${variant} first (new words)`, times[variant].first);
      report(`${variant} miss (later rounds)`, times[variant].miss);
      report(`${variant} hit (cached answer)`, times[variant].hit);
    }
    const r = ratios.sort((a, b) => a - b);
    console.log(
      `miss sql/memory pair by pair: median ${percentile(r, 0.5).toFixed(2)}x (p25 ${percentile(r, 0.25).toFixed(2)}x, p75 ${percentile(r, 0.75).toFixed(2)}x); answers that differ: ${different}; load ${load()}`,
    );
  } finally {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
