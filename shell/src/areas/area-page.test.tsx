import { act, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import { STOREFRONTS, type AreaModule, type HeadContext } from '@storefront/shared-contracts';
import en from '../i18n/en.json';
import { AreaPage } from './area-page';
import { createShellRuntime, ShellRuntimeContext, type AreaSource } from './shell-runtime';

/** A loader whose loads and refreshes never finish: what is on screen is what the page started from. */
const pendingLoader = (): AreaSource => ({
  load: jest.fn(() => new Promise<AreaModule>(() => undefined)),
  refresh: jest.fn(() => new Promise<void>(() => undefined)),
  isActive: () => true,
});

/** Suspends its first render until released: React throws away the sibling work of that render. */
function suspender() {
  let release: () => void = () => undefined;
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  let done = false;
  void until.then(() => {
    done = true;
  });
  function Suspender() {
    if (!done) throw until;
    return null;
  }
  return { Suspender, release: () => act(async () => release()) };
}

const page = (key: string) => (
  <AreaPage
    area="mf_product"
    routeId="product-slug"
    params={{ slug: 'x' }}
    storefront="en"
    locationKey={key}
    search=""
  />
);

describe('AreaPage of an area the server rendered as its fallback', () => {
  it('starts from the fallback even when its first render is thrown away and done again before it mounts', async () => {
    const runtime = createShellRuntime(
      pendingLoader(),
      { language: 'en', storefront: 'en' },
      { serverRendered: true, initiallyFailed: ['mf_product'] },
    );
    const { Suspender, release } = suspender();
    renderWithProviders(
      <ShellRuntimeContext.Provider value={runtime}>
        <Suspense fallback={<p>waiting</p>}>
          <Suspender />
          {page('first')}
        </Suspense>
      </ShellRuntimeContext.Provider>,
      { messages: en },
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await release();
    // As a hydration that yields and restarts would: the same fallback as the server's HTML, retrying.
    expect(screen.getByTestId('area-fallback')).toBeInTheDocument();
    expect(screen.getByTestId('area-retry')).toBeDisabled();
  });

  it('loads the area normally on the next page, once the first has mounted', () => {
    const loader = pendingLoader();
    const runtime = createShellRuntime(
      loader,
      { language: 'en', storefront: 'en' },
      { serverRendered: true, initiallyFailed: ['mf_product'] },
    );
    const view = renderWithProviders(
      <ShellRuntimeContext.Provider value={runtime}>{page('first')}</ShellRuntimeContext.Provider>,
      { messages: en },
    );
    expect(screen.getByTestId('area-fallback')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(<ShellRuntimeContext.Provider value={runtime}>{page('second')}</ShellRuntimeContext.Provider>, {
      messages: en,
    });
    expect(screen.queryByTestId('area-fallback')).not.toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('mf_product');
  });
});

describe('AreaPage describes every page after the server-rendered one', () => {
  /** A module whose page's head is its slug, and whose prefetches wait until released, one by one. */
  function headModule() {
    const waiting: Array<() => void> = [];
    const module: AreaModule = {
      contractVersion: '4.0.0',
      messages: async () => ({}),
      pages: {
        'product-slug': {
          load: async () => ({ default: () => <p>product</p> }),
          prefetch: () => new Promise<void>((resolve) => waiting.push(resolve)),
          head: ({ params }) => ({ title: params.slug }),
        },
      },
    };
    const loader: AreaSource = { load: async () => module, refresh: async () => undefined, isActive: () => true };
    // Lets the loads reach their prefetches first, then ends every prefetch and lets the heads be written.
    const releaseAll = async () => {
      await act(async () => undefined);
      await act(async () => waiting.splice(0).forEach((resolve) => resolve()));
    };
    return { loader, releaseAll };
  }
  const at = (slug: string, key: string) => (
    <AreaPage area="mf_product" routeId="product-slug" params={{ slug }} storefront="en" locationKey={key} search="" />
  );

  it('titles a page navigated to before the first page data had settled (the tap that hydrated the page)', async () => {
    const { loader, releaseAll } = headModule();
    const runtime = createShellRuntime(loader, { language: 'en', storefront: 'en' }, { serverRendered: true });
    document.title = 'Server title | Seed Shop';
    let navigate: (to: { slug: string; key: string }) => void = () => undefined;
    function Navigable() {
      const [to, setTo] = useState({ slug: 'first', key: 'a' });
      navigate = (next) => act(() => setTo(next));
      return at(to.slug, to.key);
    }
    renderWithProviders(
      <ShellRuntimeContext.Provider value={runtime}>
        <Navigable />
      </ShellRuntimeContext.Provider>,
      { messages: en },
    );
    navigate({ slug: 'second', key: 'b' });
    await releaseAll();
    expect(document.title).toBe('second | Seed Shop');
  });

  it('keeps the server head for the first page, and titles the first page of another mount', async () => {
    const { loader, releaseAll } = headModule();
    const runtime = createShellRuntime(loader, { language: 'en', storefront: 'en' }, { serverRendered: true });
    document.title = 'Server title | Seed Shop';
    const first = renderWithProviders(
      <ShellRuntimeContext.Provider value={runtime}>{at('first', 'a')}</ShellRuntimeContext.Provider>,
      { messages: en },
    );
    await releaseAll();
    expect(document.title).toBe('Server title | Seed Shop');
    first.unmount();
    renderWithProviders(
      <ShellRuntimeContext.Provider value={runtime}>{at('other', 'b')}</ShellRuntimeContext.Provider>,
      {
        messages: en,
      },
    );
    await releaseAll();
    expect(document.title).toBe('other | Seed Shop');
  });

  it("gives a navigation's prefetch and head the store's language, read once, with the storefront's api tag", async () => {
    const prefetch = jest.fn(async () => undefined);
    const head = jest.fn(({ language }: HeadContext) => ({ title: `in ${language}` }));
    const messages = jest.fn(async () => ({}));
    const module: AreaModule = {
      contractVersion: '4.0.0',
      messages,
      pages: { 'product-slug': { load: async () => ({ default: () => <p>product</p> }), prefetch, head } },
    };
    const loader: AreaSource = { load: async () => module, refresh: async () => undefined, isActive: () => true };
    // France's region: French on the Europe storefront, which the route's path alone does not tell.
    const runtime = createShellRuntime(loader, { language: 'fr', storefront: 'en' });
    renderWithProviders(<ShellRuntimeContext.Provider value={runtime}>{at('x', 'a')}</ShellRuntimeContext.Provider>, {
      messages: en,
      shared: { language: 'fr', storefront: 'en' },
    });
    await act(async () => undefined);
    await act(async () => undefined);
    const expected = { storefront: 'en', iso: STOREFRONTS.en.iso, language: 'fr', params: { slug: 'x' } };
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining(expected));
    expect(head).toHaveBeenCalledWith(expect.objectContaining(expected));
    expect(messages).toHaveBeenCalledWith('fr', 'en');
    expect(document.title).toBe('in fr | Seed Shop');
  });
});
