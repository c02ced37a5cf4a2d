import { apiPaths, createEventBus, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { fakeHttp } from '@storefront/build-tools/test-utils';
import en from '../i18n/en.json';
import area from './area';

const iso = 'en-en';
const faq = { query: '', topics: [{ topic: 'shipping', title: 'Shipping', entries: [] }] };

describe('the mf-support area module', () => {
  it('offers the faq and contact pages and the chat window slot', () => {
    expect(Object.keys(area.pages ?? {}).sort()).toEqual(['contact', 'faq']);
    for (const page of Object.values(area.pages ?? {})) {
      expect(page).toEqual(expect.objectContaining({ chunk: expect.any(String), prefetch: expect.any(Function) }));
    }
    expect(Object.keys(area.slots ?? {})).toEqual(['widget:chat']);
  });

  it('prefetches the FAQ in the shopper language for the server render, and words its head', async () => {
    const { http, requests } = fakeHttp({ [`GET ${apiPaths.faq(iso)}?lang=fr`]: { status: 200, data: faq } });
    // The store still says English: the language the shell filled in for the page is the one asked in.
    const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
    area.setup?.({ store, bus: createEventBus(), http });
    const page = area.pages?.['faq'];
    await page?.prefetch?.({ store, storefront: 'en', iso, language: 'fr', params: {}, query: new URLSearchParams() });
    expect(requests.map((r) => r.url)).toEqual([`${apiPaths.faq(iso)}?lang=fr`]);
    expect(JSON.stringify(store.getState())).toContain('"status":"fulfilled"');
    const formatMessage = (id: string) => (en as Record<string, string>)[id] ?? id;
    expect(
      page?.head?.({
        state: store.getState(),
        storefront: 'en',
        iso,
        language: 'en',
        params: {},
        query: new URLSearchParams(),
        formatMessage,
        origin: 'https://shop.example',
      }),
    ).toEqual({ title: en['support.faq.title'], description: en['support.faq.description'] });
  });

  it('has its messages in every language', async () => {
    for (const language of ['en', 'de', 'nl', 'fr'] as const) {
      expect(Object.keys(await area.messages(language)).sort()).toEqual(Object.keys(en).sort());
    }
  });
});
