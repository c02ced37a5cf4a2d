import Fastify from 'fastify';
import type { ApiClient } from './api-client';
import { createRouteRulesSource } from './route-rules';
import { createSettingsSource } from './settings';
import { TtlCache } from './ttl-cache';
import { fakeSettings } from '../test-support/fake-api';

const log = Fastify({ logger: { level: 'silent' } }).log;

/** An api whose answers the test scripts; each call takes the next answer. */
function scriptedApi(answers: Array<{ status: number; body: unknown } | 'down'>): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async get(path) {
      calls.push(path);
      const answer = answers.shift() ?? 'down';
      if (answer === 'down') throw new TypeError('fetch failed');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}

describe('TtlCache', () => {
  it('loads once for concurrent callers, reuses within the TTL and reloads after it', async () => {
    let now = 0;
    const cache = new TtlCache<number>(10, () => now);
    let loads = 0;
    const load = async () => ({ value: ++loads, ttlMs: 100 });
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now = 99;
    expect(await cache.get('k', load)).toBe(1);
    now = 100;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep answers with a zero TTL, and drops the oldest entries when full', async () => {
    const cache = new TtlCache<string>(2);
    let loads = 0;
    await cache.get('a', async () => ({ value: 'a', ttlMs: 0 }));
    await cache.get('a', async () => ({ value: String(++loads), ttlMs: 1000 }));
    expect(loads).toBe(1);
    await cache.get('b', async () => ({ value: 'b', ttlMs: 1000 }));
    await cache.get('c', async () => ({ value: 'c', ttlMs: 1000 }));
    expect(await cache.get('a', async () => ({ value: 'reloaded', ttlMs: 1000 }))).toBe('reloaded');
  });
});

describe('route rules source', () => {
  it('keeps the last good rules while the api is down', async () => {
    const rules = [{ from: '/a', to: '/b', status: 301 as const }];
    const api = scriptedApi([{ status: 200, body: { rules } }, 'down', { status: 500, body: {} }]);
    const source = createRouteRulesSource(api, { ok: 0, failure: 0 }, log);
    expect(await source.get()).toEqual(rules);
    expect(await source.get()).toEqual(rules);
    expect(await source.get()).toEqual(rules);
    expect(api.calls).toEqual(['/api/route-rules', '/api/route-rules', '/api/route-rules']);
  });

  it('has no rules when the api never answered or answered nonsense', async () => {
    expect(await createRouteRulesSource(scriptedApi(['down']), { ok: 0, failure: 0 }, log).get()).toEqual([]);
    const nonsense = scriptedApi([{ status: 200, body: { rules: [{ from: 'no-slash', to: '/x', status: 200 }] } }]);
    expect(await createRouteRulesSource(nonsense, { ok: 0, failure: 0 }, log).get()).toEqual([]);
  });
});

describe('settings source', () => {
  it('gives parsed settings per iso and language, cached, and null when the api fails', async () => {
    const api = scriptedApi([
      { status: 200, body: fakeSettings('de-de') },
      { status: 200, body: fakeSettings('en-en') },
      { status: 503, body: {} },
    ]);
    const source = createSettingsSource(api, { ok: 60_000, failure: 0 }, log);
    expect((await source.get('de-de', 'de'))?.region.locale.iso).toBe('de-de');
    expect((await source.get('de-de', 'de'))?.region.locale.iso).toBe('de-de');
    // France on the Europe storefront: the menu in French, cached apart from the English one.
    expect((await source.get('en-en', 'fr'))?.region.locale.iso).toBe('en-en');
    expect(await source.get('en-us', 'en')).toBeNull();
    expect(api.calls).toEqual(['/api/de-de/settings', '/api/en-en/settings?lang=fr', '/api/en-us/settings']);
  });
});
