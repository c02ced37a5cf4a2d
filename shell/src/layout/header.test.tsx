import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import type { StorefrontState } from '@storefront/shared-contracts';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { ShellRuntimeContext, type ShellRuntime } from '../areas/shell-runtime';
import { Header } from './header';

describe('Header', () => {
  it('has the brand, then icon buttons named for search, account, cart (with its count) and menu', () => {
    renderWithProviders(<Header storefront="en" />, {
      messages: en,
      shared: { cart: { itemCount: 2, seedCount: 10 } },
    });
    const header = screen.getByTestId('header');
    expect(within(header).getByRole('link', { name: 'Seed Storefront' })).toHaveAttribute('href', '/');
    const buttons = within(header).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('data-testid'))).toEqual([
      'header-search-button',
      'header-account-button',
      'header-cart-button',
      'header-menu-button',
    ]);
    expect(
      buttons.map((button) => button.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-ui-icon')),
    ).toEqual(['search', 'account', 'cart', 'menu']);
    expect(within(header).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    // The badge shows the number; the button reads "Cart (2)".
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^2$/);
    expect(within(header).getByRole('button', { name: /^Cart \(\s*2\s*\)$/ })).toBe(buttons[2]);
  });

  it('names the cart with its count in the language of the page', () => {
    renderWithProviders(<Header storefront="de" />, {
      messages: de,
      shared: { storefront: 'de', cart: { itemCount: 1, seedCount: 5 } },
    });
    expect(screen.getByRole('button', { name: /^Warenkorb \(\s*1\s*\)$/ })).toBeInTheDocument();
  });

  it('toggles each drawer from its button and tells whether it is open', () => {
    const { store } = renderWithProviders(<Header storefront="en" />, { messages: en });
    const menu = screen.getByTestId('header-menu-button');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menu);
    expect((store.getState() as StorefrontState).shared.panels.menu).toBe(true);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  it('has a chat button first while mf_support is deployed, which opens the chat (not over the page)', () => {
    const runtime = { loader: { isActive: (area: string) => area === 'mf_support' } } as unknown as ShellRuntime;
    const { bus } = renderWithProviders(
      <ShellRuntimeContext.Provider value={runtime}>
        <Header storefront="en" />
      </ShellRuntimeContext.Provider>,
      { messages: en },
    );
    const opened = jest.fn();
    bus.on('support:open-chat', opened);
    const buttons = within(screen.getByTestId('header')).getAllByRole('button');
    expect(buttons[0]).toBe(screen.getByRole('button', { name: 'Open the chat' }));
    expect(buttons[0]).toHaveAttribute('data-testid', 'chat-launcher');
    expect(buttons[0]?.querySelector('svg')?.getAttribute('data-ui-icon')).toBe('chat');
    fireEvent.click(buttons[0]!);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
