import { apiPaths, createEventBus, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { fakeHttp } from '@storefront/build-tools/test-utils';
import en from '../i18n/en.json';
import { examplePost } from '../testing/example-blog';
import { examplePage } from '../testing/example-page';
import area from './area';

const formatMessage = (id: string) => (en as Record<string, string>)[id] ?? id;
const headContext = (state: unknown, storefront: 'en' | 'de', params: Record<string, string> = {}) => ({
  state,
  storefront,
  iso: storefront === 'de' ? 'de-de' : 'en-en',
  language: storefront,
  params,
  query: new URLSearchParams(),
  formatMessage,
  origin: 'https://shop.example',
});

function storeWith(routes: Parameters<typeof fakeHttp>[0], storefront: 'en' | 'de' = 'en') {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront, language: storefront }) },
  });
  area.setup?.({ store, bus: createEventBus(), http });
  return { store, requests };
}

describe('the mf-content area module', () => {
  it('offers a page for each of its routes, with its chunk and head', () => {
    expect(Object.keys(area.pages ?? {}).sort()).toEqual(
      [
        'reviews',
        'sitemap',
        'test123',
        'our-story',
        'affiliates',
        'work-careers',
        'blog',
        'blog-slug',
        'authors',
        'authors-slug',
        'discount-codes',
        'refund-policy',
        'return-policy',
        'privacy-policy',
        'terms-conditions',
        'shipping-delivery',
        'payment-processing',
      ].sort(),
    );
    for (const [id, page] of Object.entries(area.pages ?? {})) {
      expect(page).toEqual(expect.objectContaining({ chunk: `page-${id}`, head: expect.any(Function) }));
      // /test123 has no data and no metadata; every other page loads its data for the server render.
      if (id !== 'test123') expect(page.prefetch).toEqual(expect.any(Function));
    }
  });

  it("prefetches a post in the shopper's language, and heads it with BlogPosting, breadcrumbs and its languages", async () => {
    const post = examplePost({ languages: ['en'] });
    const { store, requests } = storeWith(
      { [`GET ${apiPaths.blogEntry('de-de', 'paper-towel')}?lang=de`]: { status: 200, data: { kind: 'post', post } } },
      'de',
    );
    const page = area.pages?.['blog-slug'];
    const ctx = {
      store,
      storefront: 'de' as const,
      iso: 'de-de',
      language: 'de' as const,
      params: { slug: 'paper-towel' },
      query: new URLSearchParams(),
    };
    expect(await page?.prefetch?.(ctx)).toEqual({ notFound: false });
    expect(requests.map((r) => r.url)).toEqual([`${apiPaths.blogEntry('de-de', 'paper-towel')}?lang=de`]);
    const head = page?.head?.(headContext(store.getState(), 'de', { slug: 'paper-towel' }));
    expect(head).toMatchObject({ title: post.title, description: post.excerpt, languages: ['en'] });
    const [posting, crumbs] = head?.jsonLd ?? [];
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      inLanguage: 'en',
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: 'Mara Jansen', url: 'https://shop.example/de/autoren/mara-jansen' },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs as { itemListElement: { item: string }[] }).itemListElement.map((e) => e.item)).toEqual([
      'https://shop.example/de',
      'https://shop.example/de/blog',
      'https://shop.example/de/blog/germination',
      'https://shop.example/de/blog/paper-towel',
    ]);
  });

  it('answers not found for a post the api does not know', async () => {
    const { store } = storeWith({});
    const ctx = {
      store,
      storefront: 'en' as const,
      iso: 'en-en',
      language: 'en' as const,
      params: { slug: 'nope' },
      query: new URLSearchParams(),
    };
    expect(await area.pages?.['blog-slug']?.prefetch?.(ctx)).toEqual({ notFound: true });
  });

  it('heads a content page with its title and summary, and our story with the Organization', async () => {
    const story = examplePage({ routeId: 'our-story', title: 'Our story', summary: 'A small team.' });
    const { store } = storeWith({
      [`GET ${apiPaths.contentPage('en-en', 'our-story')}?lang=en`]: { status: 200, data: story },
    });
    const page = area.pages?.['our-story'];
    await page?.prefetch?.({
      store,
      storefront: 'en',
      iso: 'en-en',
      language: 'en',
      params: {},
      query: new URLSearchParams(),
    });
    const head = page?.head?.(headContext(store.getState(), 'en'));
    expect(head).toMatchObject({ title: 'Our story', description: 'A small team.', languages: story.languages });
    expect(head?.jsonLd?.map((d) => d['@type'])).toEqual(['Organization', 'BreadcrumbList']);
  });

  it('has its messages in every language', async () => {
    for (const language of ['en', 'de', 'nl', 'fr'] as const) {
      expect(Object.keys(await area.messages(language)).sort()).toEqual(Object.keys(en).sort());
    }
  });
});
