import { screen, within } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { createStorefrontStore, initialSharedState, type StorefrontCode } from '@storefront/shared-contracts';
import { catalogApi } from '../api/catalog-api';
import en from '../i18n/en.json';
import { exampleCollections } from '../testing/example-collections';
import CollectionsPage from './collections-page';

function setup(storefront: StorefrontCode) {
  const iso = storefront === 'de' ? 'de-de' : 'en-en';
  const { http } = fakeHttp({ [`GET /api/${iso}/collections`]: { status: 200, data: exampleCollections() } });
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront, language: 'en' }) },
  });
  store.inject(catalogApi);
  renderWithProviders(<CollectionsPage />, { store, http, messages: en });
}

describe('CollectionsPage', () => {
  it('shows exactly the 8 named collections, each linking to its listing', async () => {
    setup('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Collections' })).toBeInTheDocument();
    const links = await screen.findAllByTestId('collection-link');
    expect(links.map((link) => link.textContent)).toEqual([
      'High THC',
      'High Yield',
      'Fast Flowering',
      'High CBD',
      'Easy to grow',
      'Newest strains',
      'Best Sellers',
      'Landrace',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/collections/high-thc',
      '/collections/high-yield',
      '/collections/fast-flowering',
      '/collections/high-cbd',
      '/collections/easy-to-grow',
      '/collections/newest-strains',
      '/collections/best-sellers',
      '/collections/landrace',
    ]);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(8);
  });

  it('links "View all Collections" to /collections/all in the storefront\'s paths', async () => {
    setup('en');
    expect(screen.getByRole('link', { name: 'View all Collections' })).toHaveAttribute('href', '/collections/all');
    expect(await screen.findAllByTestId('collection-link')).toHaveLength(8);
  });

  it('keeps the storefront prefix on /de', async () => {
    setup('de');
    expect(screen.getByRole('link', { name: 'View all Collections' })).toHaveAttribute('href', '/de/collections/all');
    expect((await screen.findAllByTestId('collection-link'))[0]).toHaveAttribute('href', '/de/collections/high-thc');
  });
});
