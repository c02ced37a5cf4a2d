import { JSDOM, VirtualConsole } from 'jsdom';
import { EARLY_CLICKS } from '@storefront/shared-contracts';
import { earlyWishlistFor } from './early-wishlist';
import { intentBootScript } from './hydration';
import { bootScript } from './page-template';

const SHELL = ['/shell/main.abc.js'];

let dom: JSDOM;

/**
 * A listing with a heart (the area's markup) and the shell's hidden guest prompt, for a shopper whose session the
 * boot data gives (`null`: boot data without a rendered state), with the loader `script` builds.
 */
function load(loggedIn: boolean | null, script: () => string, url = 'https://shop.test/collections/all?sort=price') {
  const boot = {
    remotes: { remotes: {} },
    rendered: loggedIn === null ? null : { state: { shared: { session: { loggedIn, firstName: null } } } },
  };
  dom = new JSDOM(
    `<!doctype html><html><head></head><body><div id="root">
      <form id="heart-form" method="post" action="/api/en-en/wishlist/7/form" style="display: contents">
        <button id="heart" type="submit" data-intent-command="wishlist:toggle"><svg id="icon"></svg></button></form>
      <button id="other" type="button">Cart</button>
      <dialog id="prompt" data-early-wishlist><p><a id="login" href="/login?returnTo=%2Fcollections%2Fall" data-early-login>Login</a></p>
        <form id="close-form" method="dialog"><button id="close" type="submit">Close</button></form></dialog>
    </div><script type="application/json" id="sf-boot">${JSON.stringify(boot)}</script></body></html>`,
    // jsdom does not submit forms (Close's dialog form): quiet about it.
    { url, runScripts: 'outside-only', pretendToBeVisual: true, virtualConsole: new VirtualConsole() },
  );
  // jsdom has no modal dialogs: a stand-in that does what the browser does.
  dom.window.HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dom.window.eval(script());
}

const byId = (id: string) => dom.window.document.getElementById(id)!;
const held = () => (dom.window as unknown as Record<string, unknown[]>)[EARLY_CLICKS.queue]!;
/** A tap's click on `id`; true when the page's default for it was stopped. */
function tap(id: string): boolean {
  const event = new dom.window.MouseEvent('click', { bubbles: true, cancelable: true });
  byId(id).dispatchEvent(event);
  return event.defaultPrevented;
}
const scriptsAdded = () => dom.window.document.querySelectorAll('body > script[src]').length;
const intentLoader = () => intentBootScript(SHELL, [], {}, 'listing', true);

describe('a wishlist heart before the shop runs', () => {
  it("shows a guest the shell's prompt at the tap, holds nothing for a replay, and still starts the shop", async () => {
    load(false, intentLoader);
    expect(tap('icon')).toBe(true);
    expect(byId('prompt').hasAttribute('open')).toBe(true);
    expect(held()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(scriptsAdded()).toBe(1);
  });

  it('points the login link back to the page as it is at the tap', () => {
    load(false, intentLoader, 'https://shop.test/de/collections/all?sort=price&page=2');
    tap('heart');
    const link = new URL((byId('login') as HTMLAnchorElement).href);
    expect(link.pathname).toBe('/login');
    expect(link.searchParams.get('returnTo')).toBe('/de/collections/all?sort=price&page=2');
  });

  it('holds a logged-in shopper’s tap for the shop to replay (it is a write), without the prompt or its form', () => {
    load(true, intentLoader);
    // The heart is its form's submit button (for a page without JavaScript): stopped, the form is not sent.
    expect(tap('heart')).toBe(true);
    expect(byId('prompt').hasAttribute('open')).toBe(false);
    expect(held()).toEqual([byId('heart')]);
  });

  it('holds the tap as before when the boot data cannot say who the shopper is', () => {
    load(null, intentLoader);
    tap('heart');
    expect(byId('prompt').hasAttribute('open')).toBe(false);
    expect(held()).toEqual([byId('heart')]);
  });

  it('leaves other buttons to be held, and the prompt’s Close (a dialog form) to the platform', () => {
    load(false, intentLoader);
    tap('other');
    expect(held()).toEqual([byId('other')]);
    tap('heart');
    expect(tap('close')).toBe(false);
    const submit = new dom.window.Event('submit', { bubbles: true, cancelable: true });
    byId('close-form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(held()).toEqual([byId('other')]);
  });

  it('answers a guest during an eager page’s boot too (search results)', () => {
    load(false, () => bootScript(SHELL, {}, true));
    expect(tap('heart')).toBe(true);
    expect(byId('prompt').hasAttribute('open')).toBe(true);
    expect(held()).toEqual([]);
  });

  it('is left out of pages without hearts, where a heart, should one come, posts its form as without JavaScript', () => {
    load(false, () => intentBootScript(SHELL, [], {}, undefined, false));
    expect(tap('heart')).toBe(false);
    expect(byId('prompt').hasAttribute('open')).toBe(false);
    expect(held()).toEqual([]);
  });

  it('is carried by the product page, listings and search results only', () => {
    expect(earlyWishlistFor('product-slug')).toBe(true);
    expect(earlyWishlistFor('collections-slug')).toBe(true);
    expect(earlyWishlistFor('search')).toBe(true);
    expect(earlyWishlistFor('index')).toBe(false);
    expect(earlyWishlistFor('blog-slug')).toBe(false);
  });
});
