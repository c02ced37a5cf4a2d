import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { exampleListing, exampleSettings } from '@storefront/shared-contracts/testing';
import {
  createEventBus,
  createStorefrontStore,
  EARLY_FORMS,
  initialSharedState,
  type EventPayload,
} from '@storefront/shared-contracts';
import { catalogApi } from '../api/catalog-api';
import en from '../i18n/en.json';
import ListingPage from './listing-page';
import { Route, Routes, useLocation } from 'react-router-dom';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A request that waits until the test opens it, to see the page while a view loads. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

interface SetupOptions {
  /** Holds a listing request (by its query parameters) until the returned promise settles. */
  hold?: (params: Record<string, string>) => Promise<void> | undefined;
}

function setup(route: string, routes: Parameters<typeof fakeHttp>[0], options: SetupOptions = {}) {
  const { http, requests } = fakeHttp(routes);
  http.interceptors.request.use(async (config) => {
    await options.hold?.((config.params ?? {}) as Record<string, string>);
    return config;
  });
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront: 'uk', settings: exampleSettings() }) },
  });
  store.inject(catalogApi);
  const bus = createEventBus();
  const toasts: EventPayload<'ui:toast'>[] = [];
  bus.on('ui:toast', (toast) => toasts.push(toast));
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
    { route, store, http, bus, messages: en },
  );
  return { requests, toasts };
}

describe('ListingPage', () => {
  it('shows the count, the cards with prices in the storefront currency and real page URLs', async () => {
    const listing = exampleListing({
      items: exampleListing().items.map((i) => ({ ...i, fromPrice: { amount: 1290, currency: 'GBP' } })),
    });
    const { requests } = setup('/uk/collections/high-thc', {
      'GET /api/en-uk/collections/high-thc/products': { status: 200, data: listing },
    });
    expect(await screen.findByText('30 strains')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')[0]).toHaveAttribute('href', '/uk/product/amnesia-haze-auto');
    expect(screen.getAllByTestId('product-card-price')[0]).toHaveTextContent('From £12.90');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/uk/collections/high-thc/2');
    expect(requests).toEqual([{ method: 'GET', url: '/api/en-uk/collections/high-thc/products', body: undefined }]);
  });

  it('leaves the cards below the first four to the browser until they come near the screen', async () => {
    const items = Array.from({ length: 6 }, (_, i) => ({
      ...exampleListing().items[0]!,
      id: i + 1,
      slug: `strain-${i}`,
    }));
    setup('/uk/collections/high-thc', {
      'GET /api/en-uk/collections/high-thc/products': { status: 200, data: exampleListing({ items }) },
    });
    await screen.findAllByTestId('product-card');
    const cards = screen.getAllByTestId('product-card-item').map((card) => card.closest('li')!);
    // The rules of the page's style sheets (styled-components' in jsdom) that apply to an element.
    const declarations = (element: Element) =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText))
        .map((rule) => rule.style.cssText)
        .join(' ');
    expect(cards).toHaveLength(6);
    for (const card of cards.slice(0, 4)) expect(declarations(card)).not.toContain('content-visibility');
    for (const card of cards.slice(4)) {
      expect(declarations(card)).toContain('content-visibility: auto');
      expect(declarations(card)).toContain('contain-intrinsic-size: auto 480px');
    }
    expect(cards[4]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(cards[3]!.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('changes the sort through the URL and starts again at page 1', async () => {
    setup('/uk/collections/high-thc/2', {
      'GET /api/en-uk/collections/high-thc/products?page=2': { status: 200, data: exampleListing({ page: 2 }) },
      'GET /api/en-uk/collections/high-thc/products?sort=price': {
        status: 200,
        data: exampleListing({ sort: 'price', dir: 'asc' }),
      },
    });
    fireEvent.change(await screen.findByTestId('sort-select'), { target: { value: 'price' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/collections/high-thc?sort=price');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Popularity',
      'Best Rated',
      'Most Reviewed',
      'Name',
      'Price',
      'THC',
      'CBD',
      'Yield Indoor',
      'Yield Outdoor',
    ]);
  });

  it('names its address written one way, for the page loader that fetched it before the shop ran', async () => {
    setup('/uk/collections/high-thc?sort=popularity&promotions=1&genetics=sativa&genetics=indica', {
      'GET /api/en-uk/collections/high-thc/products': { status: 200, data: exampleListing() },
    });
    const section = (await screen.findByTestId('listing-title')).closest('section');
    expect(section).toHaveAttribute(
      EARLY_FORMS.address,
      '/uk/collections/high-thc?genetics=indica,sativa&promotions=1',
    );
  });

  it('says "Loading..." while the first view loads', async () => {
    setup(
      '/uk/collections/high-thc',
      { 'GET /api/en-uk/collections/high-thc/products': { status: 200, data: exampleListing() } },
      { hold: () => new Promise(() => undefined) },
    );
    expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('listing-title')).toBeNull();
    expect(screen.queryByTestId('product-card')).toBeNull();
  });

  it('replaces the count with "Loading..." while a new view loads, keeping the old cards, then shows the new count', async () => {
    const sorted = gate();
    setup(
      '/uk/collections/high-thc',
      {
        'GET /api/en-uk/collections/high-thc/products': { status: 200, data: exampleListing() },
        'GET /api/en-uk/collections/high-thc/products?sort=price': {
          status: 200,
          data: exampleListing({ sort: 'price', dir: 'asc', total: 12, pageCount: 1 }),
        },
      },
      { hold: (params) => (params.sort === 'price' ? sorted.opened : undefined) },
    );
    expect(await screen.findByTestId('listing-count')).toHaveTextContent('30 strains');
    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'price' } });
    await waitFor(() => expect(screen.getByTestId('listing-count')).toHaveTextContent(/^Loading\.\.\.$/));
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByTestId('listing-title').closest('section')).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      sorted.open();
    });
    expect(await screen.findByText('12 strains')).toBeInTheDocument();
    expect(screen.getByTestId('listing-title').closest('section')).toHaveAttribute('aria-busy', 'false');
  });

  it('says "No Results" for an empty listing', async () => {
    setup('/uk/collections/high-thc', {
      'GET /api/en-uk/collections/high-thc/products': {
        status: 200,
        data: exampleListing({ items: [], total: 0, pageCount: 0 }),
      },
    });
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it('offers only the public filters of the first settings group, Promotions among them, in the UK wording', async () => {
    setup('/uk/collections/high-thc', {
      'GET /api/en-uk/collections/high-thc/products': { status: 200, data: exampleListing() },
    });
    const panel = await screen.findByTestId('filter-panel');
    expect(within(panel).getByText('Filter and Sort')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['Sort by', 'Promotions', 'Genetics', 'Gender']);
    expect(within(panel).getByLabelText('Free seeds')).not.toBeChecked();
    expect(within(panel).getByLabelText('Feminised')).toBeInTheDocument();
    expect(within(panel).queryByText('Terpene')).toBeNull();
    expect(within(panel).queryByText('Effect')).toBeNull();
  });

  it('filters through the URL from page 1, keeping the sort, and checks what the URL says', async () => {
    setup('/uk/collections/high-thc/2?sort=price', {
      'GET /api/en-uk/collections/high-thc/products?page=2&sort=price': {
        status: 200,
        data: exampleListing({ page: 2, sort: 'price', dir: 'asc' }),
      },
      'GET /api/en-uk/collections/high-thc/products?promotions=1&sort=price': {
        status: 200,
        data: exampleListing({ sort: 'price', dir: 'asc', filters: { promotions: ['1'] } }),
      },
    });
    fireEvent.click(await screen.findByTestId('filter-option-promotions-1'));
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/collections/high-thc?sort=price&promotions=1');
    expect(await screen.findByTestId('filter-option-promotions-1')).toBeChecked();
    expect(screen.getByTestId('filter-panel-toggle')).toHaveTextContent('Filter and Sort (1)');
  });

  it('copies a link that restores the filters and sort, and says "Filter link copied"', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { toasts } = setup('/uk/collections/high-thc/2?genetics=sativa&genetics=indica&sort=name', {
      'GET /api/en-uk/collections/high-thc/products?genetics=indica%2Csativa&page=2&sort=name': {
        status: 200,
        data: exampleListing({ page: 2, sort: 'name', dir: 'asc' }),
      },
    });
    const link = await screen.findByTestId('copy-filter-link');
    expect(link).toHaveAttribute('href', '/uk/collections/high-thc?sort=name&genetics=indica,sativa');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(writeText).toHaveBeenCalledWith('http://localhost/uk/collections/high-thc?sort=name&genetics=indica,sativa');
    expect(toasts).toEqual([{ kind: 'success', message: 'Filter link copied' }]);
  });

  it('shows a choice at once and builds quick successive choices on each other', async () => {
    setup('/uk/collections/high-thc', {
      'GET /api/en-uk/collections/high-thc/products': { status: 200, data: exampleListing() },
    });
    fireEvent.click(await screen.findByTestId('filter-option-promotions-1'));
    expect(screen.getByTestId('filter-option-promotions-1')).toBeChecked();
    fireEvent.click(screen.getByTestId('filter-option-genetics-sativa'));
    expect(screen.getByTestId('filter-option-genetics-sativa')).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/collections/high-thc?genetics=sativa&promotions=1');
  });
});
