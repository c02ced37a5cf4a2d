import { use } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  createEventBus,
  createStorefrontStore,
  EventBusContext,
  initialSharedState,
  type Panel,
  type RemoteName,
  type Settings,
  type StorefrontCode,
  type StorefrontState,
  type StorefrontStore,
} from '@storefront/shared-contracts';
import { theme } from '@storefront/shared-ui';
import { fakeHttp } from '@storefront/build-tools/test-utils';
import { ShellRuntimeContext, type ShellRuntime } from '../../areas/shell-runtime';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import { Header } from '../header';
import { ChatLauncher } from '../chat-launcher';
import { Panels } from '../panels';

const settings = { categories: [] } as unknown as Settings;

export function newStore(storefront: StorefrontCode, itemCount = 0): StorefrontStore {
  const language = storefront === 'de' ? 'de' : 'en';
  const shared = initialSharedState({ settings, storefront, language });
  return createStorefrontStore({
    http: fakeHttp({}).http,
    bus: createEventBus(),
    preloadedState: { shared: { ...shared, cart: { itemCount, seedCount: itemCount * 5 } } },
  });
}

/**
 * A runtime with `active` areas deployed, each slot a marked stand-in for the area's content; with `arrived`, the
 * slots' code is on its way until that promise settles (the slot suspends meanwhile).
 */
export function runtimeWith(...active: RemoteName[]): ShellRuntime {
  return runtimeArriving(null, ...active);
}

export function runtimeArriving(arrived: Promise<void> | null, ...active: RemoteName[]): ShellRuntime {
  return {
    loader: { isActive: (area: RemoteName) => active.includes(area) },
    slot: (area: RemoteName, slot: string) =>
      function Slot() {
        if (arrived) use(arrived);
        return <p data-testid="area-slot">{`${area} ${slot}`}</p>;
      },
    retry: async () => undefined,
  } as unknown as ShellRuntime;
}

/**
 * The header and the drawers (the chat's while mf_support is in `runtime`) as the page renders them, on the server
 * and in the browser alike.
 */
export function page(store: StorefrontStore, storefront: StorefrontCode = 'en', runtime = runtimeWith()) {
  return (
    <Provider store={store as never}>
      <IntlProvider locale="en" messages={storefront === 'de' ? de : en} onError={() => undefined}>
        <ThemeProvider theme={theme}>
          <EventBusContext.Provider value={store.bus}>
            <ShellRuntimeContext.Provider value={runtime}>
              <MemoryRouter initialEntries={[storefront === 'de' ? '/de' : '/']}>
                <Header storefront={storefront} />
                <Panels />
                <ChatLauncher />
              </MemoryRouter>
            </ShellRuntimeContext.Provider>
          </EventBusContext.Provider>
        </ThemeProvider>
      </IntlProvider>
    </Provider>
  );
}

export const panelOpen = (store: StorefrontStore, panel: Panel) =>
  (store.getState() as StorefrontState).shared.panels[panel];

/**
 * jsdom has no popovers: the test plays the platform. `showing.id` is the drawer the platform shows; the drawer's
 * `hidePopover` (React taking it out of the top layer) clears it.
 */
export function fakePopovers(showing: { id: string | null } = { id: null }): { id: string | null } {
  const matches = Element.prototype.matches;
  jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    if (selector === ':popover-open') return this.id !== '' && this.id === showing.id;
    return matches.call(this, selector);
  });
  Object.defineProperty(HTMLElement.prototype, 'hidePopover', {
    configurable: true,
    value: jest.fn(function (this: HTMLElement) {
      if (showing.id === this.id) showing.id = null;
    }),
  });
  return showing;
}

/**
 * For a file of drawer tests: the platform's popovers faked in each test (`fakePopovers`; the returned object says
 * which drawer the platform shows, none at the start of each test), the mocks and the document cleaned after it.
 */
export function withFakePopovers(): { id: string | null } {
  const showing: { id: string | null } = { id: null };
  beforeEach(() => {
    showing.id = null;
    fakePopovers(showing);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });
  return showing;
}
