import { exampleSettings } from '@storefront/shared-contracts/testing';
import { readBootData } from './read-boot-data';

const POINTER = {
  remotes: {
    mf_catalog: {
      version: '0.1.0-abc',
      entry: '/releases/mf_catalog/0.1.0-abc/remoteEntry.js',
      contractVersion: '2.1.0',
    },
  },
  history: {},
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const RULES = [{ from: '/old', to: '/new', status: 301 }];

/** A fetch that answers by path; anything else is a 404. */
function fakeFetch(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  const fetchImpl = jest.fn(async (url: string) => {
    asked.push(url);
    const answer = answers[url] ?? { status: 404, body: {} };
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  });
  return { fetchImpl, asked };
}

describe('readBootData', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('takes what the edge inlined and asks for nothing', async () => {
    const { fetchImpl } = fakeFetch({});
    global.fetch = fetchImpl as unknown as typeof fetch;
    const inlined = {
      remotes: { remotes: POINTER.remotes },
      settings: exampleSettings(),
      routeRules: RULES,
      country: 'NL',
      thirdParty: { tagManager: null, marketing: null, sessionRecording: null, iconService: null },
    };
    await expect(readBootData('en', 'en', inlined)).resolves.toEqual(inlined);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('without inlined data (a page not served by the edge) fetches the release pointer, the settings and the route rules', async () => {
    const settings = exampleSettings();
    const { fetchImpl, asked } = fakeFetch({
      '/remotes.json': { status: 200, body: POINTER },
      '/api/de-de/settings': { status: 200, body: settings },
      '/api/route-rules': { status: 200, body: { rules: RULES } },
    });
    global.fetch = fetchImpl as unknown as typeof fetch;
    const boot = await readBootData('de', 'de', undefined);
    expect(asked.sort()).toEqual(['/api/de-de/settings', '/api/route-rules', '/remotes.json']);
    expect(boot).toEqual({
      remotes: { remotes: POINTER.remotes },
      settings,
      routeRules: RULES,
      country: null,
      thirdParty: { tagManager: null, marketing: null, sessionRecording: null, iconService: null },
    });
  });

  it('still boots when those requests fail: no remotes, no settings, no rules', async () => {
    const { fetchImpl } = fakeFetch({ '/remotes.json': { status: 503, body: {} } });
    global.fetch = fetchImpl as unknown as typeof fetch;
    await expect(readBootData('en', 'en', { not: 'boot data' })).resolves.toMatchObject({
      remotes: { remotes: {} },
      settings: null,
      routeRules: [],
    });
  });
});
