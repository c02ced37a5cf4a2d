import { JSDOM } from 'jsdom';
import { resolveRoute } from '@storefront/shared-contracts';
import { hydrationFor, intentBootScript } from './hydration';

const SHELL = ['/shell/main.abc.js', '/shell/second.def.js'];
const PRELOADS = ['/releases/mf_product/1/remoteEntry.js', '/shell/messages-de.js'];

type Win = Record<string, unknown>;

let dom: JSDOM;
const byId = (id: string) => dom.window.document.getElementById(id)!;
const win = () => dom.window as unknown as Win;

/** A fresh page with the loader run as the browser runs the inline script; reads what it added. */
function load(
  script = intentBootScript(SHELL, PRELOADS, { '/shell/main.abc.js': 'sha384-abc' }),
  url = 'https://shop.test/',
) {
  dom = new JSDOM(
    `<!doctype html><html><head></head><body>
    <div id="root">
      <p id="text">Read me</p>
      <a id="link" href="/collections/high-thc">Seeds</a>
      <button id="cart" type="button">Cart</button>
      <button id="menu" type="button" popovertarget="menu-drawer"><svg id="menu-icon"></svg></button>
      <button id="chat" type="button" popovertarget="chat-drawer"><svg id="chat-icon"></svg></button>
      <form method="post" action="/api/en-en/checkout"><button id="submit" type="submit">Send</button><input id="email"></form>
      <form id="login"><input id="password" type="password"><button id="login-submit">Log in</button></form>
      <form id="filters" method="get" action="/collections/all" data-submit-on-change><input id="promo" type="checkbox" name="promotions" value="1"></form>
      <form id="plain" method="get" action="/search"><input id="plain-box" type="checkbox" name="x"></form>
    </div></body></html>`,
    { url, runScripts: 'outside-only', pretendToBeVisual: true },
  );
  dom.window.eval(script);
  const { document } = dom.window;
  return {
    scripts: () =>
      [...document.body.querySelectorAll('script')].map(
        (s) =>
          `${s.getAttribute('src')}${s.async ? '' : ' (in order)'}${s.integrity ? ` ${s.integrity} ${s.crossOrigin}` : ''}`,
      ),
    preloads: () =>
      [...document.head.querySelectorAll('link[rel=preload][as=script]')].map((l) => l.getAttribute('href')),
    prefetches: () => [...document.head.querySelectorAll('link[rel=prefetch]')].map((l) => l.getAttribute('href')),
  };
}

const event = (type: string) => new dom.window.Event(type, { bubbles: true });
/** The next frame, and the task after it: where the loader adds the shop's scripts after an intent. */
const afterFrame = () =>
  new Promise<void>((resolve) => dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve)));
const click = () => new dom.window.MouseEvent('click', { bubbles: true, cancelable: true });

afterEach(() => dom.window.close());

describe('intentBootScript', () => {
  it('loads nothing until the shopper shows intent', () => {
    const page = load();
    byId('text').dispatchEvent(event('pointerover'));
    expect(page.scripts()).toEqual([]);
    expect(page.preloads()).toEqual([]);
  });

  it.each(['wheel', 'scroll'])('does not boot on %s: scrolling is reading', async (type) => {
    const page = load();
    byId('text').dispatchEvent(event(type));
    dom.window.dispatchEvent(new dom.window.Event(type));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(page.scripts()).toEqual([]);
  });

  it('lets a tap start the shop with its click, after the frame that answers it, not at the touch', async () => {
    const page = load();
    // A finger on the cart button: passing over it, down, the touch.
    const overByFinger = event('pointerover');
    Object.defineProperty(overByFinger, 'pointerType', { value: 'touch' });
    byId('cart').dispatchEvent(overByFinger);
    byId('cart').dispatchEvent(event('pointerdown'));
    byId('cart').dispatchEvent(event('touchstart'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(page.scripts()).toEqual([]);
    // The finger lifts: the click, whose frame (a drawer, a tab) is painted before any of the shop's scripts runs.
    byId('text').dispatchEvent(click());
    expect(page.scripts()).toEqual([]);
    await afterFrame();
    expect(page.scripts()).toHaveLength(2);
  });

  it.each([
    ['keydown', 'text'],
    ['focusin', 'email'],
    ['input', 'email'],
    ['pointerover', 'cart'],
    ['pointerover', 'link'],
  ])('boots on %s (on #%s): preloads the page scripts, then the shell in order with its SRI', async (type, target) => {
    const page = load();
    byId(target).dispatchEvent(event(type));
    // Not before the frame that answers the intent is on screen: a script run then would hold that frame back.
    expect(page.scripts()).toEqual([]);
    await afterFrame();
    expect(page.preloads()).toEqual(PRELOADS);
    expect(page.scripts()).toEqual([
      '/shell/main.abc.js (in order) sha384-abc anonymous',
      '/shell/second.def.js (in order)',
    ]);
    // Once only.
    byId(target).dispatchEvent(event('keydown'));
    expect(page.scripts()).toHaveLength(2);
  });

  it('holds a click on a button for the shell to replay, each button once, and boots', async () => {
    const page = load();
    const cart = byId('cart');
    const clicked = jest.fn();
    cart.addEventListener('click', clicked);
    cart.click();
    cart.click();
    expect(clicked).not.toHaveBeenCalled();
    await afterFrame();
    expect(page.scripts()).toHaveLength(2);
    expect(win().__sfEarlyClicks).toEqual([cart]);
    // Just before hydrating, the shell stops the capture: React's own listeners take over.
    (win().__sfStopEarlyClicks as () => void)();
    cart.click();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('leaves a link click alone: it navigates', () => {
    load();
    const onLink = click();
    byId('link').dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
    expect(win().__sfEarlyClicks).toEqual([]);
  });

  it('submits a filter form at its first change, natively, until the shell takes over', () => {
    load();
    const submitted: string[] = [];
    dom.window.HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
      submitted.push(this.id);
    };
    const tick = (id: string) => byId(id).dispatchEvent(new dom.window.Event('change', { bubbles: true }));
    tick('plain-box');
    expect(submitted).toEqual([]);
    tick('promo');
    expect(submitted).toEqual(['filters']);
    (win().__sfStopEarlyClicks as () => void)();
    tick('promo');
    expect(submitted).toEqual(['filters']);
  });

  it('leaves a tap on a popover button alone (the platform opens the drawer at once) and boots on it', async () => {
    const page = load();
    const onMenu = click();
    byId('menu-icon').dispatchEvent(onMenu);
    expect(onMenu.defaultPrevented).toBe(false);
    expect(win().__sfEarlyClicks).toEqual([]);
    await afterFrame();
    expect(page.scripts()).toHaveLength(2);
  });

  it('leaves the submit of a form with an action alone: it works without JavaScript', async () => {
    const page = load();
    const form = byId('submit').closest('form')!;
    const submits: boolean[] = [];
    form.addEventListener('submit', (event) => submits.push(event.defaultPrevented));
    const onSubmit = click();
    byId('submit').dispatchEvent(onSubmit);
    expect(onSubmit.defaultPrevented).toBe(false);
    // The click submits the form, natively.
    expect(submits).toEqual([false]);
    expect(win().__sfEarlyClicks).toEqual([]);
    await afterFrame();
    expect(page.scripts()).toHaveLength(2);
  });

  it('sends a POST form once while its answer is on the way, again once the page is shown anew', () => {
    load();
    const form = byId('submit').closest('form')!;
    const submit = () => {
      const submitted = new dom.window.Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(submitted);
      return submitted.defaultPrevented;
    };
    expect(submit()).toBe(false);
    expect(submit()).toBe(true);
    // Back to the page from the bfcache: the shopper may send it again.
    dom.window.dispatchEvent(new dom.window.Event('pageshow'));
    expect(submit()).toBe(false);
    // A GET form (search, filters) is never held back.
    const get = new dom.window.Event('submit', { bubbles: true, cancelable: true });
    byId('filters').dispatchEvent(get);
    byId('filters').dispatchEvent(get);
    expect(get.defaultPrevented).toBe(false);
  });

  it('holds the submit of a form without an action (its fields would land in the URL) for the shell to replay', async () => {
    const page = load();
    const onClick = click();
    byId('login-submit').dispatchEvent(onClick);
    expect(onClick.defaultPrevented).toBe(true);
    // Enter in a form with no submit button submits it directly.
    const submitted = new dom.window.Event('submit', { bubbles: true, cancelable: true });
    byId('login').dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(win().__sfEarlyClicks).toEqual([byId('login-submit'), byId('login')]);
    await afterFrame();
    expect(page.scripts()).toHaveLength(2);
    (win().__sfStopEarlyClicks as () => void)();
    const later = new dom.window.Event('submit', { bubbles: true, cancelable: true });
    byId('login').dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('boots at idle for an affiliate link, so the referral is reported without an interaction', async () => {
    const page = load(undefined, 'https://shop.test/?a_aid=partner7');
    expect(page.scripts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await afterFrame();
    expect(page.scripts()).toHaveLength(2);
  });

  it('waits for intent on a page of the same shop, as on a direct visit', async () => {
    const page = load(undefined, 'https://shop.test/collections/high-thc');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.scripts()).toEqual([]);
  });

  it('adds the scripts after a while where no frame comes (a tab in the background)', async () => {
    const page = load();
    dom.window.requestAnimationFrame = () => 0;
    byId('text').dispatchEvent(click());
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(page.scripts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(page.scripts()).toHaveLength(2);
  });

  it('cannot be broken out of by a script path', () => {
    expect(intentBootScript(['/shell/x.js</script><script>alert(1)//'], [])).not.toContain('</script>');
  });

  it("preloads the chat's scripts at a chat button's tap, after the shell's, and not at any other intent", async () => {
    const CHAT = ['/releases/mf_support/2/remoteEntry.js', '/releases/mf_support/2/chat-window.1.js'];
    const script = intentBootScript(SHELL, PRELOADS, { [CHAT[0]!]: 'sha384-chat' }, undefined, false, CHAT);
    let page = load(script);
    byId('menu').dispatchEvent(click());
    await afterFrame();
    expect(page.preloads()).toEqual(PRELOADS);

    page = load(script);
    byId('chat-icon').dispatchEvent(click());
    expect(page.preloads()).toEqual([]);
    await afterFrame();
    expect(page.preloads()).toEqual([...PRELOADS, ...CHAT]);
    const entry = dom.window.document.head.querySelector(`link[href="${CHAT[0]}"]`) as HTMLLinkElement;
    expect([entry.integrity, entry.crossOrigin]).toEqual(['sha384-chat', 'anonymous']);

    // The shop already started by another intent: the chat's tap preloads them at once, once.
    page = load(script);
    byId('email').dispatchEvent(event('focusin'));
    await afterFrame();
    byId('chat').dispatchEvent(click());
    byId('chat').dispatchEvent(click());
    expect(page.preloads()).toEqual([...PRELOADS, ...CHAT]);
  });

  it('once the page has loaded and the browser is idle, fetches the start-up scripts into the cache without running them', async () => {
    const page = load();
    dom.window.dispatchEvent(new dom.window.Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.prefetches()).toEqual([...SHELL, ...PRELOADS]);
    expect(page.scripts()).toEqual([]);
    const main = dom.window.document.head.querySelector('link[rel=prefetch]') as HTMLLinkElement;
    expect([main.integrity, main.crossOrigin]).toEqual(['sha384-abc', 'anonymous']);
  });

  it('fetches nothing ahead where the shopper asked to save data, or once the shop has started', async () => {
    let page = load();
    Object.defineProperty(dom.window.navigator, 'connection', { value: { saveData: true } });
    dom.window.dispatchEvent(new dom.window.Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.prefetches()).toEqual([]);

    page = load();
    byId('email').dispatchEvent(event('focusin'));
    dom.window.dispatchEvent(new dom.window.Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.prefetches()).toEqual([]);
    expect(page.preloads()).toEqual(PRELOADS);
  });

  it('is small', () => {
    // Inline in every page that boots on intent: about 2.3 KB with the idle prefetch, 1.2 KB gzipped (the scripts'
    // names and SRI come on top).
    expect(intentBootScript(SHELL, PRELOADS).length).toBeLessThan(2350);
  });
});

describe('hydrationFor', () => {
  it.each([
    ['/', 'intent'],
    ['/collections/high-thc', 'intent'],
    ['/de/produkt/amnesia', 'intent'],
    ['/blog/how-to-germinate', 'intent'],
    ['/privacy-policy', 'intent'],
    ['/checkout', 'intent'],
    ['/de/checkout', 'intent'],
    ['/login', 'intent'],
    ['/account', 'intent'],
    ['/order-status', 'eager'],
    ['/order-overview', 'eager'],
    ['/account/details', 'eager'],
    ['/signup', 'eager'],
    ['/contact', 'eager'],
    ['/seedfinder', 'eager'],
    ['/no-such-page', 'eager'],
    ['/404', 'eager'],
  ])('%s boots %s', (path, expected) => {
    expect(hydrationFor(resolveRoute(path))).toBe(expected);
  });
});
