import { resolveRoute } from '@storefront/shared-contracts';
import { hydrationFor, intentBootScript } from './hydration';
import { afterFrame, byId, click, event, load, loaderDom, PRELOADS, SHELL, win } from '../test-support/loader-page';

afterEach(() => loaderDom().window.close());

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
    loaderDom().window.dispatchEvent(new (loaderDom().window.Event)(type));
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
    loaderDom().window.HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
      submitted.push(this.id);
    };
    const tick = (id: string) => byId(id).dispatchEvent(new (loaderDom().window.Event)('change', { bubbles: true }));
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
      const submitted = new (loaderDom().window.Event)('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(submitted);
      return submitted.defaultPrevented;
    };
    expect(submit()).toBe(false);
    expect(submit()).toBe(true);
    // Back to the page from the bfcache: the shopper may send it again.
    loaderDom().window.dispatchEvent(new (loaderDom().window.Event)('pageshow'));
    expect(submit()).toBe(false);
    // A GET form (search, filters) is never held back.
    const get = new (loaderDom().window.Event)('submit', { bubbles: true, cancelable: true });
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
    const submitted = new (loaderDom().window.Event)('submit', { bubbles: true, cancelable: true });
    byId('login').dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(win().__sfEarlyClicks).toEqual([byId('login-submit'), byId('login')]);
    await afterFrame();
    expect(page.scripts()).toHaveLength(2);
    (win().__sfStopEarlyClicks as () => void)();
    const later = new (loaderDom().window.Event)('submit', { bubbles: true, cancelable: true });
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
    loaderDom().window.requestAnimationFrame = () => 0;
    byId('text').dispatchEvent(click());
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(page.scripts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(page.scripts()).toHaveLength(2);
  });

  it('cannot be broken out of by a script path', () => {
    expect(intentBootScript(['/shell/x.js</script><script>alert(1)//'], [])).not.toContain('</script>');
  });

  it('is small', () => {
    // Inline in every page that boots on intent: about 2.5 KB with the idle prefetch and the Intl worker, 1.3 KB
    // gzipped (the scripts' names and SRI come on top).
    expect(intentBootScript(SHELL, PRELOADS).length).toBeLessThan(2530);
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
