import type { Queryable } from '../db/database';
import { CatalogCache } from './catalog-cache';

function fakeDb() {
  const state = { version: 1, reads: 0 };
  const db: Queryable = {
    async query<T>() {
      state.reads += 1;
      return { rows: [{ version: String(state.version) }] as T[] };
    },
    async exec() {},
  };
  return { db, state };
}

describe('CatalogCache', () => {
  it('computes a key once, even for concurrent requests, until the catalogue version moves', async () => {
    const { db, state } = fakeDb();
    const cache = new CatalogCache(db, 0);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(computed).toBe(1);
    expect(a).toBe(b);
    expect(JSON.parse(a.body)).toEqual({ n: 1 });
    expect(a.etag).toMatch(/^"[\w-]+"$/);
    expect((await cache.get('k', compute)).body).toBe(a.body);
    state.version = 2;
    const c = await cache.get('k', compute);
    expect(JSON.parse(c.body)).toEqual({ n: 2 });
    expect(c.etag).not.toBe(a.etag);
  });

  it('reads the version at most once per interval', async () => {
    const { db, state } = fakeDb();
    const cache = new CatalogCache(db, 60_000);
    for (let i = 0; i < 5; i++) await cache.get('k', async () => ({}));
    expect(state.reads).toBe(1);
    cache.invalidate();
    await cache.get('k', async () => ({}));
    expect(state.reads).toBe(2);
  });

  it('evicts the least recently used entry past its size', async () => {
    const { db } = fakeDb();
    const cache = new CatalogCache(db, 60_000, 2);
    let computed: string[] = [];
    const get = (key: string) => cache.get(key, async () => computed.push(key));
    for (const key of ['a', 'b', 'a', 'c']) await get(key);
    computed = [];
    await get('a');
    await get('c');
    expect(computed).toEqual([]);
    await get('b');
    expect(computed).toEqual(['b']);
    expect(cache.size).toBe(2);
  });
});
