import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import type { Settings } from '@storefront/shared-contracts';
import en from '../i18n/en.json';
import { ShellRuntimeContext, type ShellRuntime } from '../areas/shell-runtime';
import { Link, useLocation } from '@storefront/shared-ui';
import { NO_SHELL_CONFIG, ShellConfigContext } from '../app/shell-config';
import { RouteOutlet } from './route-outlet';

const settings = {
  categories: [
    { url: '/collections/high-thc', icon: '🔥', name: 'High THC' },
    { url: '/collections/landrace', icon: null, name: 'Landrace' },
  ],
} as unknown as Settings;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderAt(route: string, shared: Record<string, unknown> = {}) {
  const page = jest.fn(() => () => <p>area page</p>);
  const runtime = {
    page,
    slot: jest.fn(),
    retry: jest.fn(),
    failedOnServer: () => false,
    forgetServerFailure: jest.fn(),
    claimServerPage: () => false,
    loader: { load: jest.fn(() => new Promise(() => undefined)) },
  } as unknown as ShellRuntime;
  const config = { ...NO_SHELL_CONFIG, routeRules: [{ from: '/shop', to: '/collections', status: 301 as const }] };
  const view = renderWithProviders(
    <ShellConfigContext.Provider value={config}>
      <ShellRuntimeContext.Provider value={runtime}>
        <Link to="/collections/high-thc">next page</Link>
        <Link to="/404">broken link</Link>
        <Link to="/shop/">rule link</Link>
        <RouteOutlet />
        <Where />
      </ShellRuntimeContext.Provider>
    </ShellConfigContext.Provider>,
    { route, messages: en, shared: { settings, ...shared } },
  );
  return { ...view, page };
}

describe('RouteOutlet', () => {
  it('renders the not-found page for unknown paths with the settings categories, title and body classes', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Oeps! Nothing here');
    expect(screen.getByText('This page does not exist (anymore)')).toBeInTheDocument();
    expect(screen.getByText('You might want to browse any of these collections')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /High THC/ })).toHaveAttribute('href', '/collections/high-thc');
    expect(document.title).toBe('Page not found: /no-such-page');
    expect(document.body).toHaveClass('error-404', 'floating-breadcrumbs');
  });

  it('sets the not-found flag on /404 and renders the not-found page', async () => {
    const { store } = renderAt('/de/404');
    expect(store.getState().shared.notFound).toBe(true);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('mounts the owning area page for a known route', async () => {
    const { page, store } = renderAt('/de/produkt/amnesia');
    expect(await screen.findByText('area page')).toBeInTheDocument();
    expect(page).toHaveBeenCalledWith('mf_product', 'product-slug');
    expect(store.getState().shared.notFound).toBe(false);
    expect(document.body).not.toHaveClass('error-404');
  });

  it('keeps a not-found the server decided (unknown product) until the shopper navigates on', async () => {
    const { store, page } = renderAt('/product/no-such-strain', { notFound: true });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(store.getState().shared.notFound).toBe(true);
    expect(page).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'next page' }));
    expect(await screen.findByText('area page')).toBeInTheDocument();
    expect(store.getState().shared.notFound).toBe(false);
  });

  it('cancels a navigation to /404: the page stays where it was and shows the not-found state', async () => {
    const { store } = renderAt('/collections/high-thc');
    expect(store.getState().shared.notFound).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'broken link' }));
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(store.getState().shared.notFound).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/collections/high-thc');
    // Any other navigation resets the flag.
    fireEvent.click(screen.getByRole('link', { name: 'next page' }));
    expect(store.getState().shared.notFound).toBe(false);
  });

  it("drops a trailing slash and follows the server's route rules inside the page", async () => {
    renderAt('/collections/high-thc');
    fireEvent.click(screen.getByRole('link', { name: 'rule link' }));
    expect(await screen.findByText('/collections', { selector: 'output' })).toBeInTheDocument();
  });
});
