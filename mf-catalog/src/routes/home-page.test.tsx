import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import {
  createStorefrontStore,
  EventBusContext,
  initialSharedState,
  type Language,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { theme } from '@storefront/shared-ui';
import { catalogApi } from '../api/catalog-api';
import area from '../exposes/area';
import en from '../i18n/en.json';
import { COLLECTION_NAMES } from '../testing/example-collections';
import { exampleHome } from '../testing/example-home';
import HomePage from './home-page';

function setup(storefront: StorefrontCode, routes: Parameters<typeof fakeHttp>[0], language: Language = 'en') {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront, language }) },
  });
  store.inject(catalogApi);
  const { bus } = renderWithProviders(<HomePage />, { store, http, messages: en });
  return { requests, bus };
}

describe('HomePage', () => {
  it('renders the blocks of the api in their order: hero, Seedfinder, collections, carousel, FAQ', async () => {
    const { requests } = setup('en', { 'GET /api/en-en/home': { status: 200, data: exampleHome() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seeds from the database' })).toBeInTheDocument();
    const blocks = [...document.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block'));
    expect(blocks).toEqual(['hero', 'seedfinder-teaser', 'collection-grid', 'product-carousel', 'faq-list']);
    expect(screen.getByRole('link', { name: 'Our best sellers' })).toHaveAttribute('href', '/collections/best-sellers');

    const links = screen.getAllByTestId('collection-link');
    expect(links.map((link) => link.querySelector('strong')?.textContent)).toEqual(COLLECTION_NAMES);
    expect(links[0]).toHaveAttribute('href', '/collections/high-thc');
    expect(links[0]).toHaveTextContent('25 strains');

    const carousel = screen.getByRole('list', { name: 'Best sellers' });
    expect(within(carousel).getByRole('link', { name: 'Blue Dream' })).toHaveAttribute('href', '/product/blue-dream');
    expect(within(carousel).getAllByTestId('product-card-price')[0]).toHaveTextContent(/^From €24\.50$/);
    expect(screen.getByRole('link', { name: 'View all of Best Sellers' })).toHaveAttribute(
      'href',
      '/collections/best-sellers',
    );
    expect(screen.getByText('How fast?').closest('details')).not.toBeNull();
    expect(requests).toEqual([{ method: 'GET', url: '/api/en-en/home', body: undefined }]);
  });

  it("opens the Seedfinder over the home (its page's link without JavaScript), in the storefront's paths", async () => {
    const { bus } = setup('de', { 'GET /api/de-de/home?lang=en': { status: 200, data: exampleHome() } });
    const opened = jest.fn();
    bus.on('catalog:open-seedfinder', opened);
    const teaser = await screen.findByTestId('home-seedfinder');
    expect(teaser).toHaveAttribute('href', '/de/seedfinder');
    fireEvent.click(teaser);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('hero-link')).toHaveAttribute('href', '/de/collections/best-sellers');
  });

  it("asks in the shopper's language and marks blocks served in English as such", async () => {
    const { requests } = setup('en', { 'GET /api/en-en/home?lang=nl': { status: 200, data: exampleHome('en') } }, 'nl');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Seeds from the database' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(requests.map((r) => r.url)).toEqual(['/api/en-en/home?lang=nl']);
  });

  it('keeps the heading when the blocks cannot be loaded, and says so', async () => {
    setup('en', {
      'GET /api/en-en/home': { status: 503, data: { statusCode: 503, code: 'UNAVAILABLE', message: 'down' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The catalogue cannot be loaded right now, please try again.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cannabis seeds for home growers');
    expect(screen.queryAllByTestId('collection-link')).toEqual([]);
  });

  it('is rendered on the server from the prefetched blocks, with no request of its own', async () => {
    const { http, requests } = fakeHttp({ 'GET /api/en-en/home': { status: 200, data: exampleHome() } });
    const store = createStorefrontStore({
      http,
      preloadedState: { shared: initialSharedState({ storefront: 'en', language: 'en' }) },
    });
    const teardown = area.setup?.({ store, bus: store.bus, http });
    await area.pages?.index?.prefetch?.({
      store,
      storefront: 'en',
      iso: 'en-en',
      language: 'en',
      params: {},
      query: new URLSearchParams(),
    });
    expect(requests).toHaveLength(1);
    const html = renderToString(
      <Provider store={store as never}>
        <IntlProvider locale="en" messages={en}>
          <ThemeProvider theme={theme}>
            <EventBusContext.Provider value={store.bus}>
              <MemoryRouter>
                <HomePage />
              </MemoryRouter>
            </EventBusContext.Provider>
          </ThemeProvider>
        </IntlProvider>
      </Provider>,
    );
    expect(html).toContain('<h1>Seeds from the database</h1>');
    expect(html.match(/data-testid="collection-link"/g)).toHaveLength(8);
    expect(html).toContain('Blue Dream');
    expect(requests).toHaveLength(1);
    teardown?.();
  });
});
