import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import AccountPanel from './account-panel';

function show(session: { loggedIn: boolean; firstName: string | null }, messages: Record<string, string> = en) {
  const { http, requests } = fakeHttp({
    [`POST ${apiPaths.logout()}`]: { status: 200, data: { loggedIn: false, customer: null } },
  });
  const store = createStorefrontStore({
    http,
    preloadedState: {
      shared: initialSharedState({
        session,
        wishlist: [3],
        panels: { account: true, cart: false, menu: false, search: false },
      }),
    },
  });
  store.inject(accountApi);
  renderWithProviders(<AccountPanel />, { store, http, messages });
  return { store, requests };
}

describe('AccountPanel', () => {
  it('greets a guest with the login/register prompt', () => {
    show({ loggedIn: false, firstName: null });
    expect(screen.getByTestId('account-guest')).toHaveTextContent(en['account.panel.guest']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
  });

  it('greets a logged-in shopper by first name, links the account pages, and logs out', async () => {
    const { store, requests } = show({ loggedIn: true, firstName: 'Mary' });
    expect(screen.getByTestId('account-greeting')).toHaveTextContent('Hello, Mary!');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/account',
      '/account/details',
      '/account/addresses',
      '/account/orders',
      '/account/wishlist',
    ]);
    fireEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(store.getState().shared.session).toEqual({ loggedIn: false, firstName: null }));
    expect(store.getState().shared.wishlist).toEqual([]);
    expect(store.getState().shared.panels.account).toBe(false);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${apiPaths.logout()}`]);
  });

  it('speaks German', () => {
    show({ loggedIn: true, firstName: 'Max' }, de);
    expect(screen.getByTestId('account-greeting')).toHaveTextContent('Hallo, Max!');
  });
});
