import { apiPaths, createEventBus, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { fakeHttp } from '@storefront/build-tools/test-utils';
import en from '../i18n/en.json';
import area from './area';

const iso = 'en-en';
const customer = {
  id: '7d0c8f1e-8e0b-4b8e-9d3c-2f7f1f6b9a11',
  email: 'mary@example.org',
  name: 'Mary Jane',
  firstName: 'Mary',
  lastName: 'Jane',
  dateOfBirth: null,
};

describe('the mf-account area module', () => {
  it('offers a page for each of its routes, with its chunk, prefetch and head', () => {
    expect(Object.keys(area.pages ?? {}).sort()).toEqual(
      [
        'login',
        'signup',
        'forgot-password',
        'reset-password',
        'account',
        'account-details',
        'account-addresses',
        'account-wishlist',
        'account-order',
        'account-orders',
        'account-orders-slug',
      ].sort(),
    );
    for (const page of Object.values(area.pages ?? {})) {
      expect(page).toEqual(expect.objectContaining({ chunk: expect.any(String), prefetch: expect.any(Function) }));
    }
    expect(Object.keys(area.slots ?? {})).toEqual(['panel:account']);
  });

  it('puts the session in the shared slice for the server-rendered frame', async () => {
    const { http, requests } = fakeHttp({
      [`GET ${apiPaths.me()}`]: { status: 200, data: { loggedIn: true, customer } },
    });
    const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
    await area.prefetchFrame?.({
      store,
      storefront: 'en',
      iso,
      language: 'en',
      params: {},
      query: new URLSearchParams(),
    });
    expect(requests.map((r) => r.url)).toEqual([apiPaths.me()]);
    expect(store.getState().shared.session).toEqual({ loggedIn: true, firstName: 'Mary' });
  });

  it("prefetches a page's own data, and words its head", async () => {
    const { http, requests } = fakeHttp({
      [`GET ${apiPaths.addresses()}`]: { status: 200, data: { addresses: [] } },
    });
    const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
    area.setup?.({ store, bus: createEventBus(), http });
    const page = area.pages?.['account-addresses'];
    await page?.prefetch?.({ store, storefront: 'en', iso, language: 'en', params: {}, query: new URLSearchParams() });
    expect(requests.map((r) => r.url)).toEqual([apiPaths.addresses()]);
    const formatMessage = (id: string) => (en as Record<string, string>)[id] ?? id;
    expect(
      area.pages?.login?.head?.({
        state: store.getState(),
        storefront: 'en',
        iso,
        language: 'en',
        params: {},
        query: new URLSearchParams(),
        formatMessage,
        origin: 'https://shop.example',
      }),
    ).toEqual({ title: en['account.login.title'], description: en['account.login.description'] });
  });

  it('has its messages in every language', async () => {
    for (const language of ['en', 'de', 'nl', 'fr'] as const) {
      expect(Object.keys(await area.messages(language)).sort()).toEqual(Object.keys(en).sort());
    }
  });
});
