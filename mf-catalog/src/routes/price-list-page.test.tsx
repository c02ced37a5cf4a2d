import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { examplePriceList } from '@storefront/shared-contracts/testing';
import { catalogApi } from '../api/catalog-api';
import en from '../i18n/en.json';
import PriceListPage from './price-list-page';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function setup(route: string, routes: Parameters<typeof fakeHttp>[0]) {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront: 'de', language: 'en' }) },
  });
  store.inject(catalogApi);
  const page = (
    <>
      <PriceListPage />
      <Location />
    </>
  );
  renderWithProviders(
    <Routes>
      <Route path="*" element={page} />
    </Routes>,
    { route, store, http, messages: en },
  );
  return { requests };
}

describe('PriceListPage', () => {
  it('lists every strain with columns Strain and Seeds and each pack priced', async () => {
    setup('/de/preisliste', { 'GET /api/de-de/price-list': { status: 200, data: examplePriceList() } });
    const table = await screen.findByTestId('price-list');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Strain', 'Seeds']);
    const [first] = screen.getAllByTestId('price-list-row');
    expect(within(first!).getByRole('link', { name: 'Amnesia Haze' })).toHaveAttribute(
      'href',
      '/de/produkt/amnesia-haze',
    );
    expect(
      within(first!)
        .getAllByTestId('price-list-pack')
        .map((p) => p.textContent),
    ).toEqual(['1 seed: €10.99', '5 seeds + 1 free: €47.99']);
  });

  it('filters by name through the URL after typing pauses', async () => {
    const { requests } = setup('/de/preisliste', {
      'GET /api/de-de/price-list': { status: 200, data: examplePriceList() },
      'GET /api/de-de/price-list?q=auto': {
        status: 200,
        data: examplePriceList({ items: examplePriceList().items.slice(1) }),
      },
    });
    await screen.findByTestId('price-list');
    fireEvent.change(screen.getByTestId('price-list-filter'), { target: { value: ' auto ' } });
    await waitFor(() => expect(screen.getAllByTestId('price-list-row')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Amnesia Haze Auto' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/de/preisliste?q=auto');
    expect(requests.map((r) => r.url)).toEqual(['/api/de-de/price-list', '/api/de-de/price-list?q=auto']);
  });

  it('reads the filter from a shared URL and says "No Results" when nothing matches', async () => {
    setup('/de/preisliste?q=zzz', {
      'GET /api/de-de/price-list?q=zzz': { status: 200, data: examplePriceList({ items: [] }) },
    });
    expect(await screen.findByText('No Results')).toBeInTheDocument();
    expect(screen.getByTestId('price-list-filter')).toHaveValue('zzz');
  });
});
