import { act, createEvent, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { StorefrontStore } from '@storefront/shared-contracts';
import { withFakePopovers, newStore, page, panelOpen } from './test-support/drawer-page';

const menuOpen = (store: StorefrontStore) => panelOpen(store, 'menu');

describe('the menu drawer before and after the shop’s JavaScript', () => {
  const platform = withFakePopovers();

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

  it('searches on the German search page; every header drawer button is the platform’s, none hidden', () => {
    const html = renderToString(page(newStore('de'), 'de'));
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/de\/suche"/);
    const container = document.createElement('div');
    container.innerHTML = html;
    const targets = [...container.querySelectorAll('[data-testid="header"] button')].map((button) =>
      button.getAttribute('popovertarget'),
    );
    expect(targets).toEqual(['search-drawer', 'account-drawer', 'cart-drawer', 'menu-drawer']);
    // No stand-in links for browsers without JavaScript: the buttons work there.
    expect(html).not.toContain('<noscript');
    expect(html).not.toContain('data-needs-script');
  });

  it('stays open when React takes over a drawer the platform opened, focus and typed text kept', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(newStore('en')));
    document.body.append(container);
    const drawer = container.querySelector<HTMLElement>('#menu-drawer')!;
    const hide = jest.spyOn(drawer, 'hidePopover');
    platform.id = 'menu-drawer';
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
