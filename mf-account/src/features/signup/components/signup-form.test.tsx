import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';
import en from '../../../i18n/en.json';
import { SignupForm } from './signup-form';

function show() {
  const { http, requests } = fakeHttp({ [`POST ${apiPaths.signup()}`]: { status: 202, data: { accepted: true } } });
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront: 'de', language: 'de' }) },
  });
  store.inject(accountApi);
  const onCreated = jest.fn();
  renderWithProviders(<SignupForm onCreated={onCreated} />, { store, http, messages: en });
  const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
  return { requests, onCreated, fill };
}

describe('SignupForm', () => {
  it("shows spec 5's messages and keeps what was typed", async () => {
    const { fill, requests } = show();
    fill('signup-email', 'not-an-address');
    fill('signup-password', 'long enough');
    fill('signup-repeat', 'long enougH');
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText(en['account.field.firstNameRequired'])).toBeVisible();
    expect(screen.getByText(en['account.field.lastNameRequired'])).toBeVisible();
    expect(screen.getByText(en['account.field.emailInvalid'])).toBeVisible();
    expect(screen.getByText(en['account.field.passwordsDiffer'])).toBeVisible();
    expect(screen.getByTestId('signup-email')).toHaveValue('not-an-address');
    expect(requests).toEqual([]);
  });

  it('creates the account with the storefront and language for the e-mails', async () => {
    const { fill, requests, onCreated } = show();
    fill('signup-first-name', 'Mary');
    fill('signup-last-name', 'Jane');
    fill('signup-email', ' mary@example.org ');
    fill('signup-password', 'long enough');
    fill('signup-repeat', 'long enough');
    fireEvent.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('mary@example.org'));
    expect(requests[0]?.body).toEqual({
      firstName: 'Mary',
      lastName: 'Jane',
      email: 'mary@example.org',
      password: 'long enough',
      language: 'de',
      storefront: 'de',
    });
  });
});
