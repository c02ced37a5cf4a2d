import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';
import en from '../../../i18n/en.json';
import { AddressBook } from './address-book';

const address = {
  id: 4,
  firstName: 'Mary',
  lastName: 'Jane',
  phone: '+31 20 1234567',
  line1: 'Damrak 1',
  line2: '',
  city: 'Amsterdam',
  postalCode: '1012 LG',
  state: '',
  country: 'NL',
  defaultShipping: false,
  defaultBilling: true,
};

function show(routes: Parameters<typeof fakeHttp>[0]) {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ session: { loggedIn: true, firstName: 'Mary' } }) },
  });
  store.inject(accountApi);
  renderWithProviders(<AddressBook />, { store, http, messages: en });
  return requests;
}

describe('AddressBook', () => {
  it('shows the empty state', async () => {
    show({ [`GET ${apiPaths.addresses()}`]: { status: 200, data: { addresses: [] } } });
    expect(await screen.findByTestId('addresses-empty')).toHaveTextContent('No addresses in your account');
  });

  it("shows spec 8's error when the addresses cannot be loaded", async () => {
    show({ [`GET ${apiPaths.addresses()}`]: { status: 500, data: { statusCode: 500, code: 'X', message: 'x' } } });
    expect(await screen.findByTestId('addresses-error')).toHaveTextContent(
      'Could not fetch your addresses, please reload the page.',
    );
  });

  it('makes an address the default shipping address', async () => {
    const requests = show({
      [`GET ${apiPaths.addresses()}`]: { status: 200, data: { addresses: [address] } },
      [`PUT ${apiPaths.address(4)}`]: { status: 200, data: { ...address, defaultShipping: true } },
    });
    expect(await screen.findByTestId('badge-default-billing')).toBeVisible();
    fireEvent.click(screen.getByTestId('address-make-shipping'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      defaultShipping: true,
      defaultBilling: true,
    });
  });
});
