import { apiPaths, createEventBus, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { fakeHttp } from '@storefront/build-tools/test-utils';
import { exampleSettings } from '@storefront/shared-contracts/testing';
import en from '../i18n/en.json';
import area from './area';

const iso = 'en-en';

describe('the mf-support area module', () => {
  it('offers a page for each of its routes, with its chunk, prefetch and head', () => {
    expect(Object.keys(area.pages ?? {}).sort()).toEqual(['faq', 'contact'].sort());
    for (const page of Object.values(area.pages ?? {})) {
      expect(page).toEqual(expect.objectContaining({ chunk: expect.any(String), prefetch: expect.any(Function) }));
    }
  });

  it('prefetches a page into the store for the server render, and words its head', async () => {
    const { http, requests } = fakeHttp({
      [`GET ${apiPaths.settings(iso)}`]: { status: 200, data: exampleSettings() },
    });
    const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
    area.setup?.({ store, bus: createEventBus(), http });
    const page = area.pages?.['faq'];
    await page?.prefetch?.({ store, storefront: 'en', iso, params: {}, query: new URLSearchParams() });
    expect(requests.map((r) => r.url)).toEqual([apiPaths.settings(iso)]);
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
