import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import type { Settings } from '@storefront/shared-contracts';
import { Link, useLocation } from '@storefront/shared-ui';
import en from '../i18n/en.json';
import { MainContent } from './main-content';

// The shell's own route content, standing in for a shell component that throws while rendering `/broken`.
jest.mock('./route-outlet', () => ({
  RouteOutlet: function ThrowingOutlet() {
    const location = jest.requireActual('@storefront/shared-ui').useLocation();
    if (location.pathname === '/broken') throw new Error('shell bug');
    return <p>route content</p>;
  },
}));

const settings = {
  categories: [{ url: '/collections/high-thc', icon: null, name: 'High THC' }],
} as unknown as Settings;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <header>
        <Link to="/collections">collections</Link>
        <Link to="/broken">broken again</Link>
      </header>
      <MainContent />
      <Where />
    </>,
    { route, messages: en, shared: { settings } },
  );
}

describe('FatalBoundary in the main content (spec 2.3, 8)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.className = '';
  });

  it('renders the not-found page inside the frame when a shell component throws', async () => {
    renderAt('/broken');
    const page = await screen.findByTestId('not-found');
    expect(page).toHaveTextContent('Oeps! Nothing here');
    expect(screen.getByRole('heading', { level: 1, name: 'Oeps! Nothing here' })).toBeInTheDocument();
    expect(screen.getByText('This page does not exist (anymore)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'High THC' })).toHaveAttribute('href', '/collections/high-thc');
    expect(document.title).toBe('Page not found: /broken');
    expect(document.body).toHaveClass('error-404', 'floating-breadcrumbs');
    // The frame around it keeps working.
    expect(screen.getByRole('link', { name: 'collections' })).toBeInTheDocument();
  });

  it('resets on the next navigation: the new route renders, the not-found page and its body classes go', async () => {
    renderAt('/broken');
    await screen.findByTestId('not-found');
    fireEvent.click(screen.getByRole('link', { name: 'collections' }));
    expect(await screen.findByText('route content')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/collections');
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(document.body).not.toHaveClass('error-404');
  });

  it('catches again when a later navigation fails, since every navigation tries afresh', async () => {
    renderAt('/collections');
    expect(screen.getByText('route content')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'broken again' }));
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Oeps! Nothing here');
    expect(screen.queryByText('route content')).toBeNull();
  });
});
