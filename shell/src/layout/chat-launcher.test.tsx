import { act, createEvent, fireEvent, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { StorefrontStore } from '@storefront/shared-contracts';
import { CHAT_EARLY, readChatEarly } from '@storefront/shared-contracts';
import { holdEarlyInputs, releaseEarlyInputs } from '../boot/early-inputs';
import { withFakePopovers, newStore, page, runtimeArriving, runtimeWith } from './test-support/drawer-page';

const SUPPORT = runtimeWith('mf_support');

/** The server's markup in the document, as the browser has it before the shop's JavaScript runs. */
function serverPage(store: StorefrontStore, storefront: 'en' | 'de' = 'en'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(store, storefront, SUPPORT));
  document.body.append(container);
  return container;
}

const chatDrawer = (container: HTMLElement) => container.querySelector<HTMLElement>('#chat-drawer')!;
const chatButton = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-testid="chat-launcher"]')!;

describe('the chat’s drawer before and after the shop’s JavaScript', () => {
  const platform = withFakePopovers();
  afterEach(() => window.sessionStorage.clear());

  it('is a server-rendered popover of the chat button that says the chat is starting, with the contact form, in German', () => {
    const container = serverPage(newStore('de'), 'de');
    expect(chatButton(container)).toHaveAttribute('popovertarget', 'chat-drawer');
    const drawer = chatDrawer(container);
    expect(drawer).toHaveAttribute('popover', 'auto');
    expect(drawer).toHaveAttribute('data-testid', 'chat-panel');
    expect(drawer).toHaveAttribute('aria-label', 'Chatte mit uns');
    expect(within(drawer).getByRole('status', { hidden: true })).toHaveTextContent('Der Chat startet …');
    expect(within(drawer).getByRole('link', { name: 'Kontaktformular', hidden: true })).toHaveAttribute(
      'href',
      '/de/kontakt',
    );
    // The chat's own code comes only once it is opened.
    expect(within(drawer).queryByTestId('area-slot')).toBeNull();
    // A question can be typed at once: a box of its own, with no action (a question goes into no address; the
    // edge's loader answers its submit before the shop runs), and its note for a question sent meanwhile, hidden.
    const box = within(drawer).getByRole('textbox', { name: 'Deine Frage', hidden: true });
    expect(box).toHaveAttribute('placeholder', 'Schreib deine Frage');
    expect(box.closest('form')).toHaveAttribute(CHAT_EARLY.form);
    expect(box.closest('form')).not.toHaveAttribute('action');
    expect(within(drawer).getByRole('button', { name: 'Senden', hidden: true })).toHaveAttribute('type', 'submit');
    expect(drawer.querySelector(`[${CHAT_EARLY.queued}]`)).toHaveAttribute('hidden');
  });

  it('keeps a question typed before React came, in the same box, and leaves it for the chat', async () => {
    const container = serverPage(newStore('en'));
    const box = within(chatDrawer(container)).getByTestId<HTMLInputElement>('chat-input');
    box.value = 'Which strain for a bal';
    platform.id = 'chat-drawer';
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await act(async () => {
      hydrateRoot(container, page(newStore('en'), 'en', runtimeArriving(arrived, 'mf_support')));
    });
    // The drawer is open and the chat on its way: the same box, with the text, left for the chat to take.
    expect(within(chatDrawer(container)).getByTestId('chat-input')).toBe(box);
    expect(box).toHaveValue('Which strain for a bal');
    expect(readChatEarly()).toEqual({ text: 'Which strain for a bal', send: false });
    await act(async () => {
      fireEvent.change(box, { target: { value: 'Which strain for a balcony?' } });
      fireEvent.submit(box.closest('form')!);
    });
    // Sent before the chat is in: kept for it to ask at once; the box says so and takes no more.
    expect(readChatEarly()).toEqual({ text: 'Which strain for a balcony?', send: true });
    expect(box).toHaveAttribute('readonly');
    expect(within(chatDrawer(container)).getByTestId('chat-queued')).toBeVisible();
    await act(async () => arrive());
    expect(within(chatDrawer(container)).getByTestId('area-slot')).toHaveTextContent('mf_support widget:chat');
    expect(within(chatDrawer(container)).queryByTestId('chat-starting')).toBeNull();
  });

  it('keeps a question sent before React came sent when the boot gives the typed box its text back', async () => {
    const container = serverPage(newStore('en'));
    const box = within(chatDrawer(container)).getByTestId<HTMLInputElement>('chat-input');
    // What the edge's loader leaves at the box's submit: the text, sent, and the box read-only.
    box.value = 'Do you ship to Austria?';
    window.sessionStorage.setItem(
      CHAT_EARLY.storageKey,
      JSON.stringify({ text: 'Do you ship to Austria?', send: true }),
    );
    box.readOnly = true;
    platform.id = 'chat-drawer';
    // The boot, as it hydrates a page: what was typed is noted before and given back, as typing, after.
    holdEarlyInputs(container);
    await act(async () => {
      hydrateRoot(container, page(newStore('en'), 'en', runtimeArriving(new Promise(() => undefined), 'mf_support')));
    });
    await act(() => releaseEarlyInputs());
    expect(box).toHaveValue('Do you ship to Austria?');
    expect(readChatEarly()).toEqual({ text: 'Do you ship to Austria?', send: true });
    expect(box).toHaveAttribute('readonly');
    expect(within(chatDrawer(container)).getByTestId('chat-queued')).toBeVisible();
  });

  it('is left out while mf_support is not deployed', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(newStore('en'), 'en', runtimeWith()));
    expect(container.querySelector('#chat-drawer')).toBeNull();
    expect(container.querySelector('[data-testid="chat-launcher"]')).toBeNull();
  });

  it('keeps a chat drawer the platform opened open when React takes over, and loads the chat into it', async () => {
    const container = serverPage(newStore('en'));
    const drawer = chatDrawer(container);
    const hide = jest.spyOn(drawer, 'hidePopover');
    platform.id = 'chat-drawer';
    await act(async () => {
      hydrateRoot(container, page(newStore('en'), 'en', SUPPORT));
    });
    expect(chatDrawer(container)).toBe(drawer);
    expect(drawer).toHaveAttribute('data-open', 'true');
    expect(hide).toHaveBeenCalledTimes(1);
    expect(within(drawer).getByTestId('area-slot')).toHaveTextContent('mf_support widget:chat');
    // The chat is in: the question box has given way to it.
    expect(within(drawer).queryByTestId('chat-starting')).toBeNull();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(drawer).not.toHaveAttribute('data-open');
  });

  it('once React has the page, opens on its button by the command, not by the platform', async () => {
    const container = serverPage(newStore('en'));
    const store = newStore('en');
    await act(async () => {
      hydrateRoot(container, page(store, 'en', SUPPORT));
    });
    const opened = jest.fn();
    store.bus.on('support:open-chat', opened);
    const click = createEvent.click(chatButton(container));
    await act(async () => {
      fireEvent(chatButton(container), click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(chatDrawer(container)).toHaveAttribute('data-open', 'true');
    expect(within(chatDrawer(container)).getByTestId('area-slot')).toHaveTextContent('mf_support widget:chat');
  });
});
