import { screen } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { createStorefrontStore, initialSharedState, type StorefrontCode } from '@storefront/shared-contracts';
import { catalogApi } from '../api/catalog-api';
import en from '../i18n/en.json';
import { COLLECTION_NAMES, exampleCollections } from '../testing/example-collections';
import HomePage from './home-page';

function setup(storefront: StorefrontCode, routes: Parameters<typeof fakeHttp>[0]) {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront, language: 'en' }) },
  });
  store.inject(catalogApi);
  renderWithProviders(<HomePage />, { store, http, messages: en });
  return { requests };
}

describe('HomePage', () => {
  it('shows the collections, each linking to its listing with its seed count', async () => {
    const { requests } = setup('en', { 'GET /api/en-en/collections': { status: 200, data: exampleCollections() } });
    const links = await screen.findAllByTestId('collection-link');
    expect(links.map((link) => link.querySelector('strong')?.textContent)).toEqual(COLLECTION_NAMES);
    expect(links[0]).toHaveAttribute('href', '/collections/high-thc');
    expect(links[0]).toHaveTextContent('25 seeds');
    expect(requests).toEqual([{ method: 'GET', url: '/api/en-en/collections', body: undefined }]);
  });

  it('links "All Best selling Seeds" to the Best Sellers collection of the storefront', async () => {
    setup('de', { 'GET /api/de-de/collections': { status: 200, data: exampleCollections() } });
    const link = screen.getByRole('link', { name: 'All Best selling Seeds' });
    expect(link).toHaveAttribute('href', '/de/collections/best-sellers');
    expect(link).toHaveAttribute('data-testid', 'best-sellers-link');
    expect(await screen.findAllByTestId('collection-link')).toHaveLength(8);
  });

  it('keeps the heading and the link when the collections cannot be loaded, and says so', async () => {
    setup('en', {
      'GET /api/en-en/collections': { status: 503, data: { statusCode: 503, code: 'UNAVAILABLE', message: 'down' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The catalogue cannot be loaded right now, please try again.',
    );
    expect(screen.getByRole('link', { name: 'All Best selling Seeds' })).toHaveAttribute(
      'href',
      '/collections/best-sellers',
    );
    expect(screen.queryAllByTestId('collection-link')).toEqual([]);
  });
});
