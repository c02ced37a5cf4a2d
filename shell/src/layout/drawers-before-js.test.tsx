import { lazy, type ReactElement } from 'react';
import { act, createEvent, fireEvent, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { StorefrontStore } from '@storefront/shared-contracts';
import type { ShellRuntime } from '../areas/shell-runtime';
import { withFakePopovers, newStore, page, panelOpen, runtimeWith } from './test-support/drawer-page';

/** The server's markup in the document, as the browser has it before the shop's JavaScript runs. */
function serverPage(store: StorefrontStore, storefront: 'en' | 'de' = 'en'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(store, storefront));
  document.body.append(container);
  return container;
}

const byId = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`#${id}`)!;
const button = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`[data-testid="header-${name}-button"]`)!;

describe('the search, account and cart drawers before and after the shop’s JavaScript', () => {
  const platform = withFakePopovers();

  it('are server-rendered popovers of their buttons with content that works without JavaScript, in German', () => {
    const container = serverPage(newStore('de', 3), 'de');
    for (const name of ['search', 'account', 'cart']) {
      expect(button(container, name)).toHaveAttribute('popovertarget', `${name}-drawer`);
      expect(button(container, name)).not.toHaveAttribute('aria-expanded');
      const drawer = byId(container, `${name}-drawer`);
      expect(drawer).toHaveAttribute('popover', 'auto');
      expect(drawer).toHaveAttribute('data-testid', `${name}-panel`);
      expect(drawer).not.toHaveAttribute('aria-hidden');
      expect(drawer.querySelector('button[aria-label="Schließen"]')).toHaveAttribute('popovertargetaction', 'hide');
    }
    // Closed popovers, hidden until a tap: queried as such.
    const hidden = { hidden: true };
    const search = byId(container, 'search-drawer');
    expect(within(search).getByRole('heading', hidden)).toHaveTextContent('Suche');
    const form = search.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/de/suche');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(search).getByLabelText('Im Shop suchen')).toHaveAttribute('name', 'q');
    expect(within(search).getByRole('button', { name: 'Ergebnisse zeigen', ...hidden })).toHaveAttribute(
      'type',
      'submit',
    );

    const links = within(byId(container, 'account-drawer')).getAllByRole('link', hidden);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Anmelden', '/de/login'],
      ['Konto erstellen', '/de/registrieren'],
      ['Kontoübersicht', '/de/konto'],
      ['Meine Bestellungen', '/de/account/orders'],
    ]);

    const cart = byId(container, 'cart-drawer');
    expect(cart.querySelector('p')).toHaveTextContent(/^Artikel im Warenkorb: 3$/);
    expect(cart.querySelector('[data-visitor="cart-count"]')).toHaveTextContent(/^3$/);
    expect(within(cart).getByRole('link', { name: 'Zur Kasse', ...hidden })).toHaveAttribute('href', '/de/checkout');
  });

  it('leaves every cart count of a page rendered without a cart for the edge to fill, the drawer’s too', () => {
    const html = renderToString(page(newStore('en')));
    const counts = html.match(/<span\b[^>]*\bdata-visitor="cart-count"[^>]*>0<\/span>/g) ?? [];
    // The edge fills a kept page only when it finds every one of them (edge/src/pages/gzip-splice.ts).
    expect(counts).toHaveLength(3);
    expect(html.split('data-visitor="cart-count"')).toHaveLength(4);
  });

  it('keeps a cart drawer the platform opened open when React takes over, with the area’s content', async () => {
    const container = serverPage(newStore('en', 2));
    const drawer = byId(container, 'cart-drawer');
    const hide = jest.spyOn(drawer, 'hidePopover');
    button(container, 'cart').focus();
    platform.id = 'cart-drawer';
    const store = newStore('en', 2);
    await act(async () => {
      hydrateRoot(container, page(store, 'en', runtimeWith('mf_cart_checkout')));
    });
    expect(panelOpen(store, 'cart')).toBe(true);
    expect(byId(container, 'cart-drawer')).toBe(drawer);
    expect(drawer).toHaveAttribute('data-open', 'true');
    expect(drawer).toHaveAttribute('aria-hidden', 'false');
    expect(hide).toHaveBeenCalledTimes(1);
    expect(within(drawer).getByTestId('area-slot')).toHaveTextContent('mf_cart_checkout panel:cart');
    expect(within(drawer).queryByTestId('cart-fallback')).toBeNull();
    expect(button(container, 'cart')).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveFocus();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(panelOpen(store, 'cart')).toBe(false);
    expect(drawer).not.toHaveAttribute('data-open');
    expect(button(container, 'cart')).toHaveFocus();
  });

  it('keeps showing its own content while the area’s code is on its way, with no spinner in between', async () => {
    const container = serverPage(newStore('en', 2));
    const drawer = byId(container, 'cart-drawer');
    platform.id = 'cart-drawer';
    let arrive: () => void = () => undefined;
    const code = new Promise<{ default: () => ReactElement }>((resolve) => {
      arrive = () => resolve({ default: () => <p data-testid="area-slot">the cart area</p> });
    });
    const Slow = lazy(() => code);
    const runtime = { ...runtimeWith('mf_cart_checkout'), slot: () => Slow } as ShellRuntime;
    await act(async () => {
      hydrateRoot(container, page(newStore('en', 2), 'en', runtime));
    });
    expect(drawer).toHaveAttribute('data-open', 'true');
    expect(within(drawer).getByTestId('cart-fallback')).toBeVisible();
    expect(within(drawer).queryByRole('status')).toBeNull();
    await act(async () => {
      arrive();
      await code;
    });
    expect(within(drawer).getByTestId('area-slot')).toHaveTextContent('the cart area');
    expect(within(drawer).queryByTestId('cart-fallback')).toBeNull();
  });

  it('keeps the search form, its text and focus while the shopper types through the takeover; live search next time', async () => {
    const container = serverPage(newStore('en'));
    const drawer = byId(container, 'search-drawer');
    platform.id = 'search-drawer';
    const field = byId(container, 'search-drawer-q') as HTMLInputElement;
    field.focus();
    field.value = 'widow';
    const store = newStore('en');
    await act(async () => {
      hydrateRoot(container, page(store, 'en', runtimeWith('mf_catalog')));
    });
    expect(panelOpen(store, 'search')).toBe(true);
    expect(drawer).toHaveAttribute('data-open', 'true');
    expect(byId(container, 'search-drawer-q')).toBe(field);
    expect(field).toHaveFocus();
    expect(field.value).toBe('widow');
    expect(within(drawer).queryByTestId('area-slot')).toBeNull();

    await act(async () => {
      fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    });
    expect(panelOpen(store, 'search')).toBe(false);
    await act(async () => {
      fireEvent.click(button(container, 'search'));
    });
    expect(within(drawer).getByTestId('area-slot')).toHaveTextContent('mf_catalog panel:search');
    expect(within(drawer).queryByRole('search')).toBeNull();
  });

  it('once React has the page its buttons toggle the state, not the platform; an area not deployed leaves the shell’s content', async () => {
    const container = serverPage(newStore('en'));
    const store = newStore('en');
    await act(async () => {
      hydrateRoot(container, page(store, 'en', runtimeWith('mf_catalog')));
    });
    const account = button(container, 'account');
    const drawer = byId(container, 'account-drawer');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(drawer).toHaveAttribute('aria-hidden', 'true');
    account.focus();
    const tap = createEvent.click(account);
    await act(async () => {
      fireEvent(account, tap);
    });
    expect(tap.defaultPrevented).toBe(true);
    expect(panelOpen(store, 'account')).toBe(true);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveFocus();
    // mf_account is not deployed: the shell's own links stay.
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(panelOpen(store, 'account')).toBe(false);
    expect(account).toHaveFocus();
  });
});
