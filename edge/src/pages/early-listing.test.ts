import { JSDOM } from 'jsdom';
import { EARLY_FORMS } from '@storefront/shared-contracts';
import { earlyListingFor } from './early-listing';
import { intentBootScript } from './hydration';

const SHELL = ['/shell/main.abc.js'];

interface Answer {
  ok: boolean;
  redirected: boolean;
  url: string;
  text: () => Promise<string>;
}

let dom: JSDOM;
let answers: Array<(answer: Answer | Error) => void>;
let fetches: Array<{ url: string; accept: string }>;
let nativeSubmits: number;

/** A listing page as the edge serves it: head tags, the filters in an open panel, the count, boot data. */
function listingPage(count: number, promotions: boolean, search = '', address?: string): string {
  return `<!doctype html><html><head><title>Seeds ${count}</title>
    <meta name="description" content="All ${count}"><link rel="canonical" href="https://shop.test/collections/all${search}">
    <style data-styled="active">.c${count}{color:red}</style></head><body><div id="root">
      <header><button id="cart" type="button">Cart</button><a id="login" href="/login?returnTo=/collections/all${encodeURIComponent(search)}">Log in</a></header>
      <section aria-busy="false"${address === undefined ? '' : ` ${EARLY_FORMS.address}="${address}"`}>
        <p id="count" data-testid="listing-count" ${EARLY_FORMS.pendingText}="Loading…">${count} strains</p>
        <details data-testid="filter-panel" ${EARLY_FORMS.owned}><summary id="summary">Filters</summary>
          <form id="filters" method="get" action="/collections/all" ${EARLY_FORMS.submitOnChange}>
            <select name="sort"><option value="featured" selected>Featured</option></select>
            <input id="promo" data-testid="filter-option-promotions-1" type="checkbox" name="promotions" value="1"${promotions ? ' checked' : ''}>
            <input id="auto" data-testid="filter-option-auto-1" type="checkbox" name="auto" value="1">
          </form>
        </details>
      </section>
    </div><script type="application/json" id="sf-boot">{"count":${count}}</script></body></html>`;
}

function load(handler = true, withFetch = true) {
  dom = new JSDOM(listingPage(123, false), {
    url: 'https://shop.test/collections/all',
    runScripts: 'outside-only',
    pretendToBeVisual: true,
  });
  const w = dom.window;
  answers = [];
  fetches = [];
  nativeSubmits = 0;
  w.HTMLFormElement.prototype.submit = () => {
    nativeSubmits += 1;
  };
  const win = w as unknown as { fetch?: unknown };
  win.fetch = withFetch
    ? (url: string, init: { headers: Record<string, string> }) => {
        fetches.push({ url, accept: init.headers.Accept! });
        return new Promise<Answer>((resolve, reject) =>
          answers.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
        );
      }
    : undefined;
  w.eval(intentBootScript(SHELL, [], {}, handler ? 'listing' : undefined));
  byId('filters').closest('details')!.open = true;
}

const byId = (id: string) => dom.window.document.getElementById(id)!;
const win = () => dom.window as unknown as Record<string, unknown>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const page = (html: string, url = 'https://shop.test/collections/all?sort=featured&promotions=1'): Answer => ({
  ok: true,
  redirected: false,
  url,
  text: () => Promise.resolve(html),
});
/** Ticks a box as a tap does: the box changes, focus on it, then the change event. */
function tick(id: string) {
  const box = byId(id) as HTMLInputElement;
  box.checked = !box.checked;
  box.focus();
  box.dispatchEvent(new dom.window.Event('change', { bubbles: true }));
}

afterEach(() => dom.window.close());

describe('the early listing (a filter change before hydration)', () => {
  it('fetches the page the change asks for, shows the pending text, then puts the new page in place', async () => {
    load();
    tick('promo');
    expect(fetches).toEqual([
      { url: 'https://shop.test/collections/all?sort=featured&promotions=1', accept: 'text/html' },
    ]);
    // At once, as the hydrated listing shows it: the pending text and a busy listing.
    expect(byId('count').textContent).toBe('Loading…');
    expect(dom.window.document.querySelector('section')!.getAttribute('aria-busy')).toBe('true');
    // The shell awaits it before it reads the page.
    expect(typeof (win()[EARLY_FORMS.page] as PromiseLike<void>).then).toBe('function');

    answers[0]!(page(listingPage(12, true, '?sort=featured&promotions=1')));
    await settle();
    const { document, location } = dom.window;
    expect(byId('count').textContent).toBe('12 strains');
    expect(document.querySelector('section')!.getAttribute('aria-busy')).toBe('false');
    expect((byId('promo') as HTMLInputElement).checked).toBe(true);
    // What depends on the address follows it: the link in the header, the head, the boot data, the address.
    expect(byId('login').getAttribute('href')).toContain('promotions%3D1');
    expect(document.title).toBe('Seeds 12');
    expect(document.querySelector('meta[name=description]')!.getAttribute('content')).toBe('All 12');
    expect(document.querySelectorAll('link[rel=canonical]')).toHaveLength(1);
    expect(document.querySelector('style')!.textContent).toContain('.c12');
    expect(byId('sf-boot').textContent).toBe('{"count":12}');
    expect(location.search).toBe('?sort=featured&promotions=1');
    // The panel stays open and the box the shopper ticked keeps the focus.
    expect(byId('filters').closest('details')!.open).toBe(true);
    expect(document.activeElement).toBe(byId('promo'));
    expect(nativeSubmits).toBe(0);
  });

  it('shows the address the new page names for itself (its view written one way), a path of this site only', async () => {
    load();
    tick('promo');
    answers[0]!(page(listingPage(12, true, '?promotions=1', '/collections/all?promotions=1')));
    await settle();
    expect(byId('count').textContent).toBe('12 strains');
    expect(dom.window.location.href).toBe('https://shop.test/collections/all?promotions=1');

    tick('auto');
    answers[1]!(page(listingPage(3, true, '', '//elsewhere.test/collections/all')));
    await settle();
    expect(byId('count').textContent).toBe('3 strains');
    expect(dom.window.location.href).toBe('https://shop.test/collections/all?sort=featured&promotions=1&auto=1');
  });

  it('shows only the latest of two quick changes', async () => {
    load();
    tick('promo');
    tick('auto');
    expect(fetches.map((f) => f.url)).toEqual([
      'https://shop.test/collections/all?sort=featured&promotions=1',
      'https://shop.test/collections/all?sort=featured&promotions=1&auto=1',
    ]);
    answers[1]!(page(listingPage(3, true), 'https://shop.test/collections/all?sort=featured&promotions=1&auto=1'));
    await settle();
    answers[0]!(page(listingPage(12, true)));
    await settle();
    expect(byId('count').textContent).toBe('3 strains');
    expect(dom.window.location.search).toBe('?sort=featured&promotions=1&auto=1');
  });

  it.each([
    ['an error page', { ...page('<p>Sorry</p>'), ok: false }],
    ['a redirect to another page', { ...page(listingPage(1, true)), redirected: true, url: 'https://shop.test/login' }],
    ['an answer without the page', page('<p>maintenance</p>')],
  ])('submits natively on %s, so the server’s page says why', async (_, answer) => {
    load();
    tick('promo');
    answers[0]!(answer);
    await settle();
    expect(nativeSubmits).toBe(1);
    expect(dom.window.location.search).toBe('');
  });

  it('submits natively without fetch, and on pages without the handler', () => {
    load(true, false);
    tick('promo');
    expect(nativeSubmits).toBe(1);
    load(false);
    tick('promo');
    expect(fetches).toEqual([]);
    expect(nativeSubmits).toBe(1);
  });

  it('leaves a change to the shell once it has started (it gives the tick back to the hydrated form)', () => {
    load();
    win()[EARLY_FORMS.page] = true;
    tick('promo');
    expect(fetches).toEqual([]);
    expect(nativeSubmits).toBe(0);
    // Untouched: the server's text is what the shell hydrates.
    expect(byId('count').textContent).toBe('123 strains');
    expect((byId('promo') as HTMLInputElement).checked).toBe(true);
  });

  it('does not start the shop for intent in the filter panel (opening it, a tick), only for intent elsewhere', async () => {
    load();
    const scripts = () => dom.window.document.querySelectorAll('script[src]').length;
    for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown', 'pointerover'])
      byId('summary').dispatchEvent(new dom.window.Event(type, { bubbles: true }));
    byId('summary').dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
    tick('promo');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(scripts()).toBe(0);
    byId('cart').dispatchEvent(new dom.window.Event('keydown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(scripts()).toBe(1);
  });

  it('runs on the listing routes only', () => {
    expect(earlyListingFor('collections-all')).toBe(true);
    expect(earlyListingFor('collections-slug-page')).toBe(true);
    expect(earlyListingFor('collections')).toBe(false);
    expect(earlyListingFor('product')).toBe(false);
  });

  // Inline in every listing page's HTML: the loader (its budget in hydration.test.ts) plus the handler.
  it('stays within its budget', () => {
    const loader = intentBootScript(SHELL, []);
    expect(intentBootScript(SHELL, [], {}, 'listing').length - loader.length).toBeLessThan(2000);
  });
});
