import { act, createEvent, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  createEventBus,
  createStorefrontStore,
  EventBusContext,
  initialSharedState,
  type Settings,
  type StorefrontCode,
  type StorefrontState,
  type StorefrontStore,
} from '@storefront/shared-contracts';
import { theme } from '@storefront/shared-ui';
import { fakeHttp } from '@storefront/build-tools/test-utils';
import { ShellRuntimeContext, type ShellRuntime } from '../areas/shell-runtime';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { Header } from './header';
import { Panels } from './panels';

const runtime = { loader: { isActive: () => false } } as unknown as ShellRuntime;
const settings = { categories: [] } as unknown as Settings;

function newStore(storefront: StorefrontCode): StorefrontStore {
  const language = storefront === 'de' ? 'de' : 'en';
  return createStorefrontStore({
    http: fakeHttp({}).http,
    bus: createEventBus(),
    preloadedState: { shared: initialSharedState({ settings, storefront, language }) },
  });
}

/** The header and the drawers as the page renders them, on the server and in the browser alike. */
function page(store: StorefrontStore, storefront: StorefrontCode = 'en') {
  return (
    <Provider store={store as never}>
      <IntlProvider locale="en" messages={storefront === 'de' ? de : en} onError={() => undefined}>
        <ThemeProvider theme={theme}>
          <EventBusContext.Provider value={store.bus}>
            <ShellRuntimeContext.Provider value={runtime}>
              <MemoryRouter initialEntries={[storefront === 'de' ? '/de' : '/']}>
                <Header storefront={storefront} />
                <Panels />
              </MemoryRouter>
            </ShellRuntimeContext.Provider>
          </EventBusContext.Provider>
        </ThemeProvider>
      </IntlProvider>
    </Provider>
  );
}

const menuOpen = (store: StorefrontStore) => (store.getState() as StorefrontState).shared.panels.menu;

describe('the menu drawer before and after the shop’s JavaScript', () => {
  let popoverOpen = false;
  beforeEach(() => {
    popoverOpen = false;
    // jsdom has no popovers: the test plays the platform for the menu drawer.
    const matches = Element.prototype.matches;
    jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      if (selector === ':popover-open') return this.id === 'menu-drawer' && popoverOpen;
      return matches.call(this, selector);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('is in the server markup with its links, opened by the platform from the menu button (no script)', () => {
    const html = renderToString(page(newStore('en')));
    const container = document.createElement('div');
    container.innerHTML = html;
    const button = container.querySelector('[data-testid="header-menu-button"]')!;
    expect(button).toHaveAttribute('popovertarget', 'menu-drawer');
    // Open or not is the platform's to say until React has the page.
    expect(button).not.toHaveAttribute('aria-expanded');
    const drawer = container.querySelector('#menu-drawer')!;
    expect(drawer).toHaveAttribute('popover', 'auto');
    expect(drawer).not.toHaveAttribute('aria-hidden');
    expect(drawer).toHaveAttribute('data-testid', 'menu-panel');
    expect([...drawer.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toEqual([
      '/collections',
      '/collections/all?promotions=1',
      '/blog',
      '/contact',
      '/seedfinder',
    ]);
    expect(drawer.querySelector('button[aria-label="Close"]')).toHaveAttribute('popovertargetaction', 'hide');
    const form = drawer.querySelector('form[role="search"]')!;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form.querySelector('input')).toHaveAttribute('name', 'q');
  });

  it('searches on the German search page, and without JavaScript the header links search, account and cart', () => {
    const html = renderToString(page(newStore('de'), 'de'));
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/de\/suche"/);
    const noscript = [...html.matchAll(/<noscript>(.*?)<\/noscript>/g)].map((m) => m[1]!);
    expect(noscript.map((inner) => /href="([^"]+)"/.exec(inner)?.[1] ?? inner)).toEqual([
      '<style>[data-needs-script]{display:none!important}</style>',
      '/de/suche',
      '/de/login',
      '/de/checkout',
    ]);
    // The buttons those links stand in for, hidden where scripts do not run.
    expect(html.match(/data-needs-script=""/g)).toHaveLength(3);
  });

  it('stays open when React takes over a drawer the platform opened, focus and typed text kept', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(newStore('en')));
    document.body.append(container);
    const drawer = container.querySelector<HTMLElement>('#menu-drawer')!;
    const hide = jest.fn(() => {
      popoverOpen = false;
    });
    Object.assign(drawer, { hidePopover: hide });
    popoverOpen = true;
    const field = drawer.querySelector<HTMLInputElement>('input[name="q"]')!;
    field.focus();
    field.value = 'widow';
    const store = newStore('en');
    await act(async () => {
      hydrateRoot(container, page(store));
    });
    expect(menuOpen(store)).toBe(true);
    expect(container.querySelector('#menu-drawer')).toBe(drawer);
    expect(drawer).toHaveAttribute('data-open', 'true');
    expect(drawer).toHaveAttribute('aria-hidden', 'false');
    // Out of the top layer: React's drawers and the region dialog open over it from now on.
    expect(hide).toHaveBeenCalledTimes(1);
    expect(field).toHaveFocus();
    expect(field.value).toBe('widow');
    const button = container.querySelector<HTMLElement>('[data-testid="header-menu-button"]')!;
    expect(button).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(field, { key: 'Escape' });
    expect(menuOpen(store)).toBe(false);
    expect(drawer).not.toHaveAttribute('data-open');
    expect(button).toHaveFocus();
  });

  it('is React’s after hydration: the button toggles the state, not the platform, and Escape gives focus back', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(newStore('en')));
    document.body.append(container);
    const store = newStore('en');
    await act(async () => {
      hydrateRoot(container, page(store));
    });
    expect(menuOpen(store)).toBe(false);
    const button = container.querySelector<HTMLElement>('[data-testid="header-menu-button"]')!;
    const drawer = container.querySelector<HTMLElement>('#menu-drawer')!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    const tap = createEvent.click(button);
    await act(async () => {
      fireEvent(button, tap);
    });
    expect(tap.defaultPrevented).toBe(true);
    expect(menuOpen(store)).toBe(true);
    expect(drawer).toHaveAttribute('data-open', 'true');
    expect(drawer).toHaveFocus();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(menuOpen(store)).toBe(false);
    expect(button).toHaveFocus();
  });
});
