// The api and the requests both search test files share (search.test.ts: what a search answers;
// search-reads.test.ts: what it reads to answer): one app per file, on its own test database.
import type { SearchResponse } from '@storefront/shared-contracts';
import { apiPaths } from '@storefront/shared-contracts';
import { searchResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';

/** Starts the app before the file's tests and closes it after; `app()` is the running one. */
export function searchTestApp() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp();
  }, SETUP_TIMEOUT);
  afterAll(() => t?.close());
  const app = (): TestApp => {
    if (!t) throw new Error('the test app is not started');
    return t;
  };
  const get = (query: string, iso = 'en-en') => app().app.inject({ url: `${apiPaths.search(iso)}?${query}` });
  const search = async (q: string, iso = 'en-en', extra = ''): Promise<SearchResponse> => {
    const response = await get(`q=${encodeURIComponent(q)}${extra}`, iso);
    expect(response.statusCode).toBe(200);
    return searchResponseSchema.parse(response.json());
  };
  return { app, get, search };
}
