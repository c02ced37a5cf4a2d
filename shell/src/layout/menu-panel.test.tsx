import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import type { Settings, StorefrontState } from '@storefront/shared-contracts';
import { ShellRuntimeContext, type ShellRuntime } from '../areas/shell-runtime';
import en from '../i18n/en.json';
import { useLocation } from '@storefront/shared-ui';
import { ColourModeSwitch } from './colour-mode-switch';
import { MenuPanel } from './menu-panel';

const settings = { categories: [] } as unknown as Settings;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

describe('MenuPanel', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-color-mode');
  });

  it('holds the main menu, search and account, and the region and colour mode a phone has no topbar room for', () => {
    const { store } = renderWithProviders(<MenuPanel storefront="en" label="Main menu" />, {
      messages: en,
      shared: { settings, country: 'FR' },
    });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Collections', 'Deals', 'Blog', 'Support', 'Seedfinder']);
    // Deals are strains a shopper can buy on promotion, not a list of codes.
    expect(within(nav).getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/collections/all?promotions=1');
    fireEvent.click(screen.getByTestId('menu-search'));
    expect((store.getState() as StorefrontState).shared.panels.search).toBe(true);
    expect(screen.getByRole('button', { name: /Change Region\s*France/ })).toHaveAttribute(
      'data-testid',
      'menu-change-region',
    );
    const colourMode = screen.getByRole('group', { name: 'Colour mode' });
    expect(within(colourMode).getAllByRole('radio')).toHaveLength(3);
  });

  it('opens the chat over it while mf_support is deployed (the header has no room for it below 360 px)', () => {
    const runtime = { loader: { isActive: (area: string) => area === 'mf_support' } } as unknown as ShellRuntime;
    const { bus } = renderWithProviders(
      <ShellRuntimeContext.Provider value={runtime}>
        <MenuPanel storefront="en" label="Main menu" />
      </ShellRuntimeContext.Provider>,
      { messages: en, shared: { settings } },
    );
    const opened = jest.fn();
    bus.on('support:open-chat', opened);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('opens the Seedfinder modal through the event bus (the page without JavaScript) and closes the menu', () => {
    const { store, bus } = renderWithProviders(<MenuPanel storefront="de" label="Main menu" />, {
      messages: en,
      shared: {
        settings,
        storefront: 'de',
        language: 'de',
        panels: { account: false, cart: false, menu: true, search: false },
      },
    });
    const opened = jest.fn();
    bus.on('catalog:open-seedfinder', opened);
    const link = screen.getByRole('link', { name: 'Seedfinder' });
    expect(link).toHaveAttribute('href', '/de/seedfinder');
    fireEvent.click(link);
    expect(opened).toHaveBeenCalledWith({});
    expect((store.getState() as StorefrontState).shared.panels.menu).toBe(false);
  });

  it("shows the same colour mode as the topbar's switch: a choice in one is seen in the other", () => {
    renderWithProviders(
      <>
        <ColourModeSwitch name="colour-mode-topbar" />
        <MenuPanel storefront="en" label="Main menu" />
      </>,
      { messages: en, shared: { settings } },
    );
    const topbar = screen.getByTestId('colour-mode');
    const menu = screen.getByTestId('menu-colour-mode');
    act(() => within(menu).getByRole('radio', { name: 'Dark' }).click());
    expect(within(topbar).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'dark');
    act(() => within(topbar).getByRole('radio', { name: 'Light' }).click());
    expect(within(menu).getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('searches from its field: the results page opens in place (a GET form to it before JavaScript)', () => {
    const { store } = renderWithProviders(
      <>
        <MenuPanel storefront="de" label="Main menu" />
        <Location />
      </>,
      {
        messages: en,
        route: '/de',
        shared: { settings, storefront: 'de', panels: { account: false, cart: false, menu: true, search: false } },
      },
    );
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/de/suche');
    fireEvent.change(within(form).getByLabelText('Search the shop'), { target: { value: ' white widow ' } });
    const submit = within(form).getByRole('button', { name: 'Show results' });
    fireEvent.click(submit);
    expect(screen.getByTestId('location')).toHaveTextContent('/de/suche?q=white+widow');
    expect((store.getState() as StorefrontState).shared.panels.menu).toBe(false);
  });
});
