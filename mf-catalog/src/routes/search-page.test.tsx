import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { exampleProductCard, exampleSearchResponse } from '@storefront/shared-contracts/testing';
import { catalogApi } from '../api/catalog-api';
import en from '../i18n/en.json';
import SearchPage from './search-page';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function setup(route: string, routes: Parameters<typeof fakeHttp>[0]) {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront: 'en', language: 'en' }) },
  });
  store.inject(catalogApi);
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchPage />
            <Location />
          </>
        }
      />
    </Routes>,
    { route, store, http, messages: en },
  );
  return { requests };
}

const strains = Array.from({ length: 20 }, (_, i) =>
  exampleProductCard({ id: 100 + i, slug: `widow-${i}`, name: `Widow ${i}` }),
);

describe('SearchPage', () => {
  it('shows page 2 of every type with its total, and pages up to the type with the most hits', async () => {
    const { requests } = setup('/search?q=widow&page=2', {
      'GET /api/en-en/search?q=widow&limit=20&offset=20': {
        status: 200,
        data: exampleSearchResponse({
          query: 'widow',
          strains,
          collections: [],
          pages: [],
          totals: { strains: 42, collections: 0, posts: 21, pages: 0 },
        }),
      },
    });
    expect(await screen.findByTestId('search-page-title')).toHaveTextContent('Search results for “widow”');
    // The heading comes with the page; the groups once the search has answered.
    const group = await screen.findByTestId('search-page-group-strains');
    expect(within(group).getAllByTestId('product-card')).toHaveLength(20);
    expect(within(group).getByTestId('search-page-group-total')).toHaveTextContent('(42 results)');
    expect(screen.getByTestId('search-page-group-posts')).toBeInTheDocument();
    expect(screen.queryByTestId('search-page-group-collections')).toBeNull();
    const pagination = screen.getByTestId('pagination');
    expect(within(pagination).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/search?q=widow&page=3');
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search?q=widow');
    expect(requests).toHaveLength(1);
  });

  it('says when nothing matches, asks nothing without a keyword, and searches again from its own field', async () => {
    const { requests } = setup('/search', {
      'GET /api/en-en/search?q=zzqxv&limit=20': {
        status: 200,
        data: exampleSearchResponse({
          query: 'zzqxv',
          strains: [],
          collections: [],
          posts: [],
          pages: [],
          totals: { strains: 0, collections: 0, posts: 0, pages: 0 },
        }),
      },
    });
    expect(screen.getByTestId('search-page-prompt')).toBeInTheDocument();
    expect(requests).toEqual([]);
    const field = screen.getByTestId('search-page-input');
    fireEvent.change(field, { target: { value: ' zzqxv ' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByTestId('search-page-empty')).toHaveTextContent('Nothing found for “zzqxv”');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=zzqxv');
    expect(screen.queryByTestId('pagination')).toBeNull();
  });
});
