import { screen, within } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState, type Sitemap } from '@storefront/shared-contracts';
import { contentApi } from '../api/content-api';
import de from '../i18n/de.json';
import SitemapPage from './sitemap-page';

const sitemap: Sitemap = {
  pages: [{ routeId: 'our-story', title: 'Unsere Geschichte' }],
  collections: [{ slug: 'high-thc', name: 'High THC' }],
  products: [{ slug: 'amnesia-haze', name: 'Amnesia Haze' }],
  postCategories: [{ slug: 'germination', name: 'Keimung' }],
  posts: [
    {
      slug: 'paper-towel',
      title: 'Küchenpapier',
      language: 'de',
      languages: ['en', 'de'],
      updatedAt: '2024-01-01T00:00:00Z',
    },
    {
      slug: 'twelve',
      title: 'Twelve new strains',
      language: 'en',
      languages: ['en'],
      updatedAt: '2024-01-01T00:00:00Z',
    },
  ],
  authors: [{ slug: 'mara-jansen', name: 'Mara Jansen' }],
};

describe('SitemapPage', () => {
  it('lists the five sections with German paths on /de, an English post marked lang="en"', async () => {
    const { http } = fakeHttp({ [`GET ${apiPaths.sitemap('de-de')}?lang=de`]: { status: 200, data: sitemap } });
    const store = createStorefrontStore({
      http,
      preloadedState: { shared: initialSharedState({ storefront: 'de', language: 'de' }) },
    });
    store.inject(contentApi);
    renderWithProviders(<SitemapPage />, { store, http, messages: de });
    const pages = await screen.findByTestId('sitemap-pages');
    expect(within(pages).getByRole('heading')).toHaveTextContent('Seiten');
    expect(within(pages).getByRole('link', { name: 'Unsere Geschichte' })).toHaveAttribute(
      'href',
      '/de/unsere-geschichte',
    );
    expect(within(pages).getByRole('link', { name: 'Autoren' })).toHaveAttribute('href', '/de/autoren');
    expect(within(screen.getByTestId('sitemap-collections')).getByRole('link')).toHaveAttribute(
      'href',
      '/de/collections/high-thc',
    );
    expect(within(screen.getByTestId('sitemap-products')).getByRole('link')).toHaveAttribute(
      'href',
      '/de/produkt/amnesia-haze',
    );
    expect(within(screen.getByTestId('sitemap-post-categories')).getByRole('link')).toHaveAttribute(
      'href',
      '/de/blog/germination',
    );
    const posts = within(screen.getByTestId('sitemap-posts')).getAllByRole('listitem');
    expect(posts.map((li) => li.getAttribute('lang'))).toEqual([null, 'en']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Seiten',
      'Produktkategorien',
      'Produkte',
      'Beitragskategorien',
      'Blogbeiträge',
    ]);
  });
});
