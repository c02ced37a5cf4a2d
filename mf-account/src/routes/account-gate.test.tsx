import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import en from '../i18n/en.json';
import { AccountGate } from './account-gate';

describe('AccountGate', () => {
  it('shows a guest the login form, which comes back to this page when posted before the shop runs', () => {
    renderWithProviders(
      <AccountGate>
        <p>Your addresses</p>
      </AccountGate>,
      { route: '/de/konto/adressen?x=1', shared: { storefront: 'de' }, messages: en },
    );
    expect(screen.queryByText('Your addresses')).toBeNull();
    const form = screen.getByTestId('login-form') as HTMLFormElement;
    expect(new FormData(form).get('returnTo')).toBe('/de/konto/adressen?x=1');
  });

  it('shows a logged-in shopper the page', () => {
    renderWithProviders(
      <AccountGate>
        <p>Your addresses</p>
      </AccountGate>,
      { shared: { session: { loggedIn: true, firstName: 'Ada' } }, messages: en },
    );
    expect(screen.getByText('Your addresses')).toBeInTheDocument();
    expect(screen.queryByTestId('login-form')).toBeNull();
  });
});
