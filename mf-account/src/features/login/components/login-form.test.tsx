import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createEventBus, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';
import en from '../../../i18n/en.json';
import { LoginForm } from './login-form';

const customer = {
  id: '7d0c8f1e-8e0b-4b8e-9d3c-2f7f1f6b9a11',
  email: 'mary@example.org',
  name: 'Mary Jane',
  firstName: 'Mary',
  lastName: 'Jane',
  dateOfBirth: null,
};

function show(login: { status: number; data: unknown }) {
  const { http, requests } = fakeHttp({
    [`POST ${apiPaths.login()}`]: login,
    [`GET ${apiPaths.wishlist()}`]: { status: 200, data: { items: [] } },
  });
  const bus = createEventBus();
  const store = createStorefrontStore({ http, bus, preloadedState: { shared: initialSharedState() } });
  store.inject(accountApi);
  const events: unknown[] = [];
  bus.on('session:changed', (p) => events.push(['session:changed', p]));
  bus.on('ui:toast', (p) => events.push(['ui:toast', p]));
  const onLoggedIn = jest.fn();
  renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />, { store, http, bus, messages: en });
  fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'mary@example.org' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  return { store, events, onLoggedIn, requests };
}

describe('LoginForm', () => {
  it('logs in: the shared session, session:changed and the "Logged in" toast, without a reload', async () => {
    const { store, events, onLoggedIn, requests } = show({ status: 200, data: { loggedIn: true, customer } });
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(store.getState().shared.session).toEqual({ loggedIn: true, firstName: 'Mary' });
    expect(events).toEqual([
      ['session:changed', { loggedIn: true, firstName: 'Mary' }],
      ['ui:toast', { kind: 'success', message: 'Logged in' }],
    ]);
    expect(requests[0]?.body).toEqual({ email: 'mary@example.org', password: 'correct horse' });
  });

  it("shows spec 8's message for wrong credentials", async () => {
    show({ status: 401, data: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'x' } });
    expect(await screen.findByTestId('login-error')).toHaveTextContent(en['account.login.failed']);
  });

  it('says how long to wait when throttled', async () => {
    show({
      status: 429,
      data: { statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: 'x', params: { retryAfter: 42 } },
    });
    expect(await screen.findByTestId('login-error')).toHaveTextContent('42 seconds');
  });

  it('posts to the api without JavaScript (never a GET with the password in it), with where to go back to', () => {
    renderWithProviders(<LoginForm returnTo="/de/produkt/x" />, { shared: { storefront: 'de' }, messages: en });
    const form = screen.getByTestId('login-form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(apiPaths.loginForm('de-de'));
    expect(new FormData(form).get('returnTo')).toBe('/de/produkt/x');
    expect(screen.getByTestId('login-password')).toHaveAttribute('name', 'password');
  });

  it('shows the reason a login posted without JavaScript came back with, as the hydrated form does', () => {
    renderWithProviders(<LoginForm initialError="failed" />, { messages: en });
    expect(screen.getByTestId('login-error')).toHaveTextContent(en['account.login.failed']);
  });
});
