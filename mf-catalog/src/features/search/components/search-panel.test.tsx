import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import {
  createStorefrontStore,
  initialSharedState,
  STOREFRONTS,
  type Language,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { exampleSearchResponse } from '@storefront/shared-contracts/testing';
import { catalogApi } from '../../../api/catalog-api';
import en from '../../../i18n/en.json';
import SearchPanel from './search-panel';

function setup(
  routes: Parameters<typeof fakeHttp>[0],
  storefront: StorefrontCode = 'de',
  language: Language = STOREFRONTS[storefront].language,
) {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront, language }) },
  });
  store.inject(catalogApi);
  store.dispatch({ type: 'shared/panelOpened', payload: 'search' });
  renderWithProviders(<SearchPanel />, { store, http, messages: en });
  return { requests, store };
}

describe('SearchPanel', () => {
  it('takes focus and asks nothing for an empty or blank keyword', async () => {
    const { requests } = setup({});
    const field = screen.getByTestId('search-input');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '   ' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(requests).toEqual([]);
  });

  it('waits for typing to pause, then shows results grouped by type with localized links', async () => {
    const { requests } = setup({
      'GET /api/de-de/search?q=amnesai+haze&limit=5': {
        status: 200,
        data: exampleSearchResponse({ query: 'amnesai haze' }),
      },
    });
    const field = screen.getByTestId('search-input');
    for (const value of ['am', 'amne', 'amnesai haze']) fireEvent.change(field, { target: { value } });
    const strains = await screen.findByTestId('search-group-strains');
    expect(requests).toHaveLength(1);
    expect(within(strains).getByRole('heading', { name: 'Sorten' })).toBeInTheDocument();
    expect(within(strains).getAllByTestId('search-strain')[0]).toHaveAttribute('href', '/de/produkt/amnesia-haze');
    expect(within(strains).getAllByTestId('product-card-item')[0]).toHaveAttribute('data-variant', 'inline');
    expect(screen.getByTestId('search-collection')).toHaveAttribute('href', '/de/collections/high-thc');
    expect(screen.getByTestId('search-post')).toHaveAttribute(
      'href',
      '/de/blog/strain-review-amnesia-haze-in-a-small-tent',
    );
    expect(screen.getByTestId('search-page')).toHaveAttribute('href', '/de/preisliste');
  });

  it("asks in the shopper's language where it is not the storefront's (French on the Europe storefront)", async () => {
    const { requests } = setup(
      {
        'GET /api/en-en/search?q=histoire&limit=5&lang=fr': {
          status: 200,
          data: exampleSearchResponse({ query: 'histoire' }),
        },
      },
      'en',
      'fr',
    );
    fireEvent.change(screen.getByTestId('search-input'), { target: { value: 'histoire' } });
    await screen.findByTestId('search-group-strains');
    expect(requests).toHaveLength(1);
  });

  it('says "No {type} found for {keyword}" for every empty type', async () => {
    setup(
      {
        'GET /api/en-en/search?q=zzz&limit=5': {
          status: 200,
          data: exampleSearchResponse({ query: 'zzz', strains: [], posts: [] }),
        },
      },
      'en',
    );
    fireEvent.change(screen.getByTestId('search-input'), { target: { value: 'zzz' } });
    expect(await screen.findByTestId('search-empty-strains')).toHaveTextContent('No strains found for zzz');
    expect(screen.getByTestId('search-empty-posts')).toHaveTextContent('No blog posts found for zzz');
    expect(screen.queryByTestId('search-empty-collections')).toBeNull();
  });

  it('closes the search panel when the shopper follows a result', async () => {
    const { store } = setup(
      { 'GET /api/en-en/search?q=high&limit=5': { status: 200, data: exampleSearchResponse({ query: 'high' }) } },
      'en',
    );
    fireEvent.change(screen.getByTestId('search-input'), { target: { value: 'high' } });
    fireEvent.click(await screen.findByTestId('search-collection'));
    expect(store.getState().shared.panels.search).toBe(false);
  });

  it('links to all results on the results page, and Enter in the field goes there too (a GET form)', async () => {
    const { store } = setup({
      'GET /api/de-de/search?q=white+widow&limit=5': {
        status: 200,
        data: exampleSearchResponse({ query: 'white widow' }),
      },
    });
    const field = screen.getByTestId('search-input');
    fireEvent.change(field, { target: { value: ' white widow ' } });
    expect(await screen.findByTestId('search-all-results')).toHaveAttribute('href', '/de/suche?q=white+widow');
    const form = field.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/de/suche');
    expect(field).toHaveAttribute('name', 'q');
    fireEvent.submit(form);
    expect(store.getState().shared.panels.search).toBe(false);
  });
});
