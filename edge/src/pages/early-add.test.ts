import { JSDOM } from 'jsdom';
import { EARLY_FORMS } from '@storefront/shared-contracts';
import { earlyAddFor } from './early-add';
import { intentBootScript } from './hydration';

const SHELL = ['/shell/main.abc.js'];
const BOOT = {
  remotes: { remotes: {} },
  rendered: {
    state: { shared: { cart: { itemCount: 0, seedCount: 0 }, language: 'en' }, cartCheckoutApi: { queries: {} } },
    failedAreas: [],
    frameAreas: ['mf_cart_checkout', 'mf_account'],
  },
};

interface Answer {
  ok: boolean;
  json: () => Promise<unknown>;
}

let dom: JSDOM;
let answers: Array<(answer: Answer | Error) => void>;
let fetches: Array<{ url: string; method: string; body: string; accept: string }>;
let nativeSubmits: number;

/** A product page (the add form, a hidden dialog per pack, the header's counts) with the product page's loader. */
function load(earlyAdd = true, withFetch = true) {
  dom = new JSDOM(
    `<!doctype html><html><head></head><body><div id="root">
      <span data-visitor="cart-count" data-testid="cart-count">0</span><span data-visitor="cart-count">0</span>
      <form id="add" method="post" action="/api/en-en/cart/form-add" data-early-add>
        <input type="hidden" name="productId" value="7"><input type="hidden" name="quantity" value="1">
        <input type="radio" name="packId" value="11"><input id="pack12" type="radio" name="packId" value="12" checked>
        <button id="add-button" type="submit">Add to cart</button>
      </form>
      <form id="newsletter" method="post" action="/api/en-en/newsletter"><input name="email"></form>
      <dialog id="d11" data-early-added="11" data-testid="early-added-modal"></dialog>
      <dialog id="d12" data-early-added="12" data-testid="early-added-modal"></dialog>
    </div><script type="application/json" id="sf-boot">${JSON.stringify(BOOT)}</script></body></html>`,
    { url: 'https://shop.test/product/amnesia', runScripts: 'outside-only', pretendToBeVisual: true },
  );
  const w = dom.window;
  answers = [];
  fetches = [];
  nativeSubmits = 0;
  // jsdom has no modal dialogs nor native submits: stand-ins that do what the browser does.
  w.HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  // As in browsers, the close event comes in a task of its own.
  w.HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    w.setTimeout(() => this.dispatchEvent(new w.Event('close')), 0);
  };
  w.HTMLFormElement.prototype.submit = () => {
    nativeSubmits += 1;
  };
  const win = w as unknown as { fetch?: unknown };
  win.fetch = withFetch
    ? (url: string, init: { method: string; body: URLSearchParams; headers: Record<string, string> }) => {
        fetches.push({ url, method: init.method, body: init.body.toString(), accept: init.headers.Accept! });
        return new Promise<Answer>((resolve, reject) =>
          answers.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
        );
      }
    : undefined;
  w.eval(intentBootScript(SHELL, [], {}, earlyAdd ? 'add' : undefined));
}

const byId = (id: string) => dom.window.document.getElementById(id)!;
/** Submits the add form as a tap on its button does; true when the native post was stopped. */
function tapAdd(form = 'add'): boolean {
  const event = new dom.window.Event('submit', { bubbles: true, cancelable: true });
  byId(form).dispatchEvent(event);
  return event.defaultPrevented;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ok = (body: unknown): Answer => ({ ok: true, json: () => Promise.resolve(body) });
const counts = () =>
  [...dom.window.document.querySelectorAll('[data-visitor=cart-count]')].map((element) => element.textContent);
const boot = () => JSON.parse(byId('sf-boot').textContent!) as typeof BOOT;

afterEach(() => dom.window.close());

describe('the early add (product pages before hydration)', () => {
  it('sends the form with fetch for JSON, then shows the chosen pack’s dialog and the counts, no page posted', async () => {
    load();
    expect(tapAdd()).toBe(true);
    expect(fetches).toEqual([
      {
        url: 'https://shop.test/api/en-en/cart/form-add',
        method: 'POST',
        body: 'productId=7&quantity=1&packId=12',
        accept: 'application/json',
      },
    ]);
    expect(byId('d12').hasAttribute('open')).toBe(false);
    answers[0]!(ok({ added: 12, itemCount: 3, seedCount: 15 }));
    await settle();
    expect(byId('d12').hasAttribute('open')).toBe(true);
    expect(byId('d11').hasAttribute('open')).toBe(false);
    expect(byId('d12').getAttribute('data-testid')).toBe('cart-added-modal');
    expect(counts()).toEqual(['3', '3']);
    // Hydration starts from the new counts and fetches the cart rather than reusing the one rendered.
    expect(boot().rendered.state).toEqual({ shared: { cart: { itemCount: 3, seedCount: 15 }, language: 'en' } });
    expect(boot().rendered.frameAreas).toEqual(['mf_account']);
    expect(nativeSubmits).toBe(0);

    // Closed ("continue shopping"), the dialog gives the test id back; another tap adds again.
    (byId('d12') as HTMLDialogElement).close();
    await settle();
    expect(byId('d12').getAttribute('data-testid')).toBe('early-added-modal');
    expect(tapAdd()).toBe(true);
    expect(fetches).toHaveLength(2);
  });

  it('starts the shop once the dialog shows, not at the tap: its scripts would run between the tap and the answer', async () => {
    load();
    const scripts = () => dom.window.document.querySelectorAll('body > script[src]').length;
    const button = byId('add-button');
    // A tap's focus and click on the button, then the form's submit.
    button.dispatchEvent(new dom.window.FocusEvent('focusin', { bubbles: true }));
    button.dispatchEvent(new dom.window.MouseEvent('pointerover', { bubbles: true }));
    tapAdd();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(scripts()).toBe(0);
    answers[0]!(ok({ added: 12, itemCount: 1, seedCount: 5 }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(byId('d12').hasAttribute('open')).toBe(true);
    expect(scripts()).toBe(1);
  });

  it('does not start the shop when a pack is chosen: the add that follows would land in its boot', async () => {
    load();
    const scripts = () => dom.window.document.querySelectorAll('body > script[src]').length;
    const pack = byId('pack12');
    for (const type of ['pointerover', 'focusin', 'input'])
      pack.dispatchEvent(new dom.window.Event(type, { bubbles: true }));
    pack.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
    pack.dispatchEvent(new dom.window.Event('change', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(scripts()).toBe(0);
    // Intent elsewhere on the page still does.
    byId('newsletter')
      .querySelector('input')!
      .dispatchEvent(new dom.window.FocusEvent('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(scripts()).toBe(1);
  });

  it('keeps a submit it takes from the page’s own handlers: the shell may be hydrating the form at that moment', async () => {
    load();
    const reachedPage = jest.fn();
    // Where React listens: the root, in both phases.
    byId('root').addEventListener('submit', reachedPage, true);
    byId('root').addEventListener('submit', reachedPage);
    tapAdd();
    tapAdd(); // a second tap while the first is on its way
    expect(fetches).toHaveLength(1);
    expect(reachedPage).not.toHaveBeenCalled();
    // A form the loader does not send itself still reaches the page.
    tapAdd('newsletter');
    expect(reachedPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the shown dialog’s test id when the same pack is added again while it is open', async () => {
    load();
    tapAdd();
    answers[0]!(ok({ added: 12, itemCount: 1, seedCount: 5 }));
    await settle();
    tapAdd();
    answers[1]!(ok({ added: 12, itemCount: 2, seedCount: 10 }));
    await settle();
    await settle();
    expect(byId('d12').hasAttribute('open')).toBe(true);
    expect(byId('d12').getAttribute('data-testid')).toBe('cart-added-modal');
  });

  it('sends a double tap once', async () => {
    load();
    expect(tapAdd()).toBe(true);
    expect(tapAdd()).toBe(true);
    expect(fetches).toHaveLength(1);
    answers[0]!(ok({ added: 12, itemCount: 1, seedCount: 5 }));
    await settle();
    expect(fetches).toHaveLength(1);
    expect(nativeSubmits).toBe(0);
  });

  it('posts natively when the api refuses or the network fails, so the page answered says why', async () => {
    load();
    tapAdd();
    answers[0]!({ ok: false, json: () => Promise.resolve({ code: 'MAX_SEEDS_REACHED' }) });
    await settle();
    expect(nativeSubmits).toBe(1);
    expect(byId('d12').hasAttribute('open')).toBe(false);
    expect(counts()).toEqual(['0', '0']);

    load();
    tapAdd();
    answers[0]!(new Error('offline'));
    await settle();
    expect(nativeSubmits).toBe(1);
    expect(boot()).toEqual(BOOT);
  });

  it('makes the shell wait while the add is on its way, so it reads the counts the answer brings', async () => {
    load();
    tapAdd();
    const pending = (dom.window as unknown as Record<string, unknown>)[EARLY_FORMS.page] as PromiseLike<void>;
    expect(typeof pending.then).toBe('function');
    let settled = false;
    void Promise.resolve(pending).then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    answers[0]!(ok({ added: 12, itemCount: 3, seedCount: 15 }));
    await settle();
    await settle();
    expect(settled).toBe(true);
    expect(boot().rendered.state.shared.cart).toEqual({ itemCount: 3, seedCount: 15 });
  });

  it('once the shell has read the page, still shows the dialog at once but hands the counts to the shell', async () => {
    load();
    const w = dom.window as unknown as Record<string, unknown>;
    w[EARLY_FORMS.page] = true;
    expect(tapAdd()).toBe(true);
    expect(fetches).toHaveLength(1);
    // The shell keeps its claim: it is not made to wait for this add.
    expect(w[EARLY_FORMS.page]).toBe(true);
    answers[0]!(ok({ added: 12, itemCount: 3, seedCount: 15 }));
    await settle();
    expect(byId('d12').hasAttribute('open')).toBe(true);
    expect(byId('d12').getAttribute('data-testid')).toBe('cart-added-modal');
    expect(w.__sfEarlyClicks).toEqual([]);
    expect(nativeSubmits).toBe(0);
    // Nothing React is hydrating changed under it: the counts go to the shell, which applies them once hydrated.
    expect(counts()).toEqual(['0', '0']);
    expect(boot()).toEqual(BOOT);
    expect(w[EARLY_FORMS.added]).toEqual([{ added: 12, itemCount: 3, seedCount: 15 }]);

    // Once the shell has taken the hand-over, the next answer goes to its receiver.
    const received: unknown[] = [];
    w[EARLY_FORMS.added] = { push: (counts: unknown) => received.push(counts) };
    (byId('d12') as HTMLDialogElement).close();
    tapAdd();
    answers[1]!(ok({ added: 12, itemCount: 4, seedCount: 20 }));
    await settle();
    expect(received).toEqual([{ added: 12, itemCount: 4, seedCount: 20 }]);
    expect(counts()).toEqual(['0', '0']);
  });

  it('leaves the native post alone without fetch, for another form, and for a pack without its dialog', () => {
    load(true, false);
    expect(tapAdd()).toBe(false);

    load();
    expect(tapAdd('newsletter')).toBe(false);
    byId('d12').remove();
    expect(tapAdd()).toBe(false);
    expect(fetches).toEqual([]);
  });

  it('is only in the loader of product pages', () => {
    expect(earlyAddFor('product-slug')).toBe(true);
    expect(earlyAddFor('product')).toBe(true);
    expect(earlyAddFor('index')).toBe(false);
    expect(earlyAddFor('collections-slug')).toBe(false);
    expect(intentBootScript(SHELL, [])).not.toContain('data-early-add');
    load(false);
    expect(tapAdd()).toBe(false);
    expect(fetches).toEqual([]);
  });

  // Inline in every product page's HTML: the loader (its budget in hydration.test.ts) plus about 1.4 KB of handler
  // (with what keeps the shop from starting before the add's dialog shows).
  it('stays within its budget', () => {
    const loader = intentBootScript(['/shell/main.abc.js', '/shell/second.def.js'], ['/releases/mf_product/1/x.js']);
    const product = intentBootScript(
      ['/shell/main.abc.js', '/shell/second.def.js'],
      ['/releases/mf_product/1/x.js'],
      {},
      'add',
    );
    expect(product.length - loader.length).toBeLessThan(1460);
  });
});
