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

  it('hands a body computed under the old version to whoever waits on it, and keeps the new one', async () => {
    const { db, state } = fakeDb();
    const cache = new CatalogCache(db, 0);
    let finish!: () => void;
    const old = cache.get('k', () => new Promise((resolve) => (finish = () => resolve({ n: 'old' }))));
    await new Promise((resolve) => setImmediate(resolve));
    state.version = 2;
    const current = cache.get('k', async () => ({ n: 'new' }));
    finish();
    expect(JSON.parse((await old).body)).toEqual({ n: 'old' });
    expect(JSON.parse((await current).body)).toEqual({ n: 'new' });
    expect(JSON.parse((await cache.get('k', async () => ({ n: 'again' }))).body)).toEqual({ n: 'new' });
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

  it('recomputes an entry past its max age within one catalogue version', async () => {
    const { db } = fakeDb();
    const cache = new CatalogCache(db, 60_000);
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      let computed = 0;
      const get = () => cache.get('k', async () => ({ n: ++computed }), { maxAgeMs: 60_000 });
      await get();
      now += 59_999;
      await get();
      expect(computed).toBe(1);
      now += 1;
      expect(JSON.parse((await get()).body)).toEqual({ n: 2 });
      await cache.get('k', async () => ({ n: ++computed }));
      expect(computed).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('evicts only the keys that pass the test', async () => {
    const { db } = fakeDb();
    const cache = new CatalogCache(db, 60_000);
    const computed: string[] = [];
    const get = (key: string) => cache.get(key, async () => computed.push(key));
    for (const key of ['product|en-en|x', 'product|de-de|x', 'product|en-en|y']) await get(key);
    cache.evict((key) => key.endsWith('|x'));
    expect(cache.size).toBe(1);
    for (const key of ['product|en-en|x', 'product|de-de|x', 'product|en-en|y']) await get(key);
    expect(computed).toEqual([
      'product|en-en|x',
      'product|de-de|x',
      'product|en-en|y',
      'product|en-en|x',
      'product|de-de|x',
    ]);
  });
});
