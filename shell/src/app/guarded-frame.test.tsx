import { fireEvent, screen } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import type { Settings } from '@storefront/shared-contracts';
import { Link, useLocation } from '@storefront/shared-ui';
import en from '../i18n/en.json';
import { GuardedFrame } from './app';

// The frame's parts as stand-ins; the header throws while rendering `/broken`, as a bug in the frame would.
jest.mock('../layout/header', () => ({
  Header: function Header() {
    const location = jest.requireActual('@storefront/shared-ui').useLocation();
    if (location.pathname === '/broken') throw new Error('header bug');
    return <header data-testid="header-stand-in" />;
  },
}));
jest.mock('../layout/topbar', () => ({ Topbar: () => <div data-testid="topbar-stand-in" /> }));
jest.mock('../layout/footer', () => ({ Footer: () => <footer data-testid="footer-stand-in" /> }));
jest.mock('../layout/panels', () => ({ Panels: () => null }));
jest.mock('../layout/chat-launcher', () => ({ ChatLauncher: () => null }));
jest.mock('../routing/main-content', () => ({ MainContent: () => <p>route content</p> }));
jest.mock('../toasts/toast-host', () => ({ ToastHost: () => null }));
jest.mock('../ui/page-loading', () => ({ LoadingBar: () => null }));
jest.mock('./client-effects', () => ({ ClientEffects: () => null }));

const settings = {
  categories: [{ url: '/collections/high-thc', icon: null, name: 'High THC' }],
} as unknown as Settings;

function Where() {
  return (
    <nav>
      <Link to="/collections">away</Link>
      <output data-testid="where">{useLocation().pathname}</output>
    </nav>
  );
}

function renderAt(route: string) {
  const { http } = fakeHttp({});
  return renderWithProviders(
    <>
      <GuardedFrame storefront="en" http={http} />
      <Where />
    </>,
    { route, messages: en, http, shared: { settings, consent: { entered: true, cookies: true } } },
  );
}

describe('GuardedFrame (spec 2.3: a fatal error renders the not-found page)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.className = '';
  });

  it('renders the frame around the route content', () => {
    renderAt('/');
    expect(screen.getByTestId('header-stand-in')).toBeInTheDocument();
    expect(screen.getByTestId('footer-stand-in')).toBeInTheDocument();
    expect(screen.getByText('route content')).toBeInTheDocument();
  });

  it('shows the not-found page instead of a blank page when the frame itself throws, and recovers on the next navigation', async () => {
    renderAt('/broken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oeps! Nothing here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'High THC' })).toHaveAttribute('href', '/collections/high-thc');
    expect(screen.queryByTestId('footer-stand-in')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'away' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/collections');
    expect(screen.getByTestId('header-stand-in')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oeps! Nothing here' })).toBeNull();
  });
});
