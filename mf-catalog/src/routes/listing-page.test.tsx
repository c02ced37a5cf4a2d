import { fireEvent, screen } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { exampleListing } from '@storefront/shared-contracts/testing';
import { createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { catalogApi } from '../features/catalog/api/catalog-api';
import en from '../i18n/en.json';
import ListingPage from './listing-page';
import { Route, Routes, useLocation } from 'react-router-dom';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function setup(route: string, routes: Parameters<typeof fakeHttp>[0]) {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'uk' }) } });
  store.inject(catalogApi);
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ListingPage params={{ slug: 'high-thc', ...(route.includes('/2') ? { page: '2' } : {}) }} />
            <Location />
          </>
        }
      />
    </Routes>,
    { route, store, http, messages: en },
  );
  return { requests };
}

describe('ListingPage', () => {
  it('shows the count, the cards with prices in the storefront currency and real page URLs', async () => {
    const listing = exampleListing({ items: exampleListing().items.map((i) => ({ ...i, fromPrice: { amount: 1290, currency: 'GBP' } })) });
    const { requests } = setup('/uk/collections/high-thc', { 'GET /api/en-uk/collections/high-thc/products': { status: 200, data: listing } });
    expect(await screen.findByText('30 seeds')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')[0]).toHaveAttribute('href', '/uk/product/amnesia-haze-auto');
    expect(screen.getAllByTestId('product-card-price')[0]).toHaveTextContent('From £12.90');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/uk/collections/high-thc/2');
    expect(requests).toEqual([{ method: 'GET', url: '/api/en-uk/collections/high-thc/products', body: undefined }]);
  });

  it('changes the sort through the URL and starts again at page 1', async () => {
    setup('/uk/collections/high-thc/2', {
      'GET /api/en-uk/collections/high-thc/products?page=2': { status: 200, data: exampleListing({ page: 2 }) },
      'GET /api/en-uk/collections/high-thc/products?sort=price': { status: 200, data: exampleListing({ sort: 'price', dir: 'asc' }) },
    });
    fireEvent.change(await screen.findByTestId('sort-select'), { target: { value: 'price' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/collections/high-thc?sort=price');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Popularity', 'Best Rated', 'Most Reviewed', 'Name', 'Price', 'THC', 'CBD', 'Yield Indoor', 'Yield Outdoor',
    ]);
  });

  it('says "No Results" for an empty listing', async () => {
    setup('/uk/collections/high-thc', { 'GET /api/en-uk/collections/high-thc/products': { status: 200, data: exampleListing({ items: [], total: 0, pageCount: 0 }) } });
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });
});
