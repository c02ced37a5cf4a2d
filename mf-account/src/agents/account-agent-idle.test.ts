import { fakeHttp } from '@storefront/build-tools/test-utils';
import { apiPaths, createEventBus, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import en from '../i18n/en.json';
import { startAccountAgent } from './account-agent';

// The popup's module, as the browser would load its chunk: counted when it is first asked for.
const popupLoaded = jest.fn();
const showLoginPopup = jest.fn();
jest.mock('../features/login/components/show-login-popup', () => {
  popupLoaded();
  return { showLoginPopup };
});

function agentFor(loggedIn: boolean) {
  const { http } = fakeHttp({ [`GET ${apiPaths.wishlist()}`]: { status: 200, data: { items: [] } } });
  const bus = createEventBus();
  const store = createStorefrontStore({
    http,
    bus,
    preloadedState: { shared: initialSharedState({ session: { loggedIn, firstName: loggedIn ? 'Mary' : null } }) },
  });
  return { bus, stop: startAccountAgent({ store, bus, http }, async () => en) };
}

beforeEach(() => {
  jest.useFakeTimers();
  // Each test starts with the popup's chunk not yet loaded.
  jest.resetModules();
  popupLoaded.mockClear();
  showLoginPopup.mockClear();
});
afterEach(() => jest.useRealTimers());

it('loads the login popup’s code for a guest once the browser is idle, before any tap, and opens it at the tap', async () => {
  const { bus, stop } = agentFor(false);
  expect(popupLoaded).not.toHaveBeenCalled();
  // jsdom has no requestIdleCallback: `whenIdle` runs the task a moment later.
  await jest.advanceTimersByTimeAsync(500);
  expect(popupLoaded).toHaveBeenCalledTimes(1);
  bus.emit('wishlist:toggle', { productId: 7, productName: 'Skunk' });
  await jest.advanceTimersByTimeAsync(0);
  expect(showLoginPopup).toHaveBeenCalledWith(expect.objectContaining({ bus }), 'wishlist');
  expect(popupLoaded).toHaveBeenCalledTimes(1);
  stop();
});

it('leaves it alone for a logged-in shopper, whose heart adds and removes', async () => {
  const { stop } = agentFor(true);
  await jest.advanceTimersByTimeAsync(500);
  expect(popupLoaded).not.toHaveBeenCalled();
  stop();
});
