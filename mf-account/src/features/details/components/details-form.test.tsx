import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';
import en from '../../../i18n/en.json';
import { DetailsForm } from './details-form';

const customer = {
  id: '6f1c3a52-6f0e-4a53-9d38-6f0a5b0d2c11',
  email: 'mary@example.org',
  name: 'Mary Jane',
  firstName: 'Mary',
  lastName: 'Jane',
  dateOfBirth: null,
};

function show() {
  const { http, requests } = fakeHttp({
    [`PUT ${apiPaths.accountDetails()}`]: {
      status: 202,
      data: { loggedIn: true, customer, emailChangeSentTo: 'new@example.org' },
    },
    // Applying the session reloads the wishlist's ids.
    [`GET ${apiPaths.wishlist()}`]: { status: 200, data: { items: [] } },
  });
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront: 'de', language: 'de' }) },
  });
  store.inject(accountApi);
  const onDone = jest.fn();
  renderWithProviders(<DetailsForm customer={customer} onDone={onDone} />, { store, http, messages: en });
  return { requests, onDone };
}

describe('DetailsForm', () => {
  it('asks for a new e-mail address with the language and storefront of its link, and names where it went', async () => {
    const { requests, onDone } = show();
    fireEvent.change(screen.getByTestId('details-email'), { target: { value: ' new@example.org ' } });
    fireEvent.click(screen.getByTestId('details-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('new@example.org'), { timeout: 4000 });
    expect(requests[0]?.body).toMatchObject({ email: 'new@example.org', language: 'de', storefront: 'de' });
  }, 15_000);
});
