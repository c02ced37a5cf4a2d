import { runInNewContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import type { BootData } from '@storefront/shared-contracts';
import { HELD_BEFORE_HYDRATION } from './hydration';
import { INTL_WARM_PATH } from './intl-warm';
import { bootScript, LCP_IMAGE_WAIT_MS, renderPage, type PageModel } from './page-template';

type Listener = () => void;

/** Just enough of a page for the boot script: timers, animation frames, the LCP image and the body. */
function fakePage(image: { complete: boolean } | null) {
  const appended: string[] = [];
  const workers: string[] = [];
  const timers: Array<{ at: number; run: Listener }> = [];
  const frames: Listener[] = [];
  const imageListeners: Record<string, Listener[]> = {};
  let now = 0;
  let finishDecoding: (() => void) | null = null;
  const decoding = new Promise<void>((resolve) => (finishDecoding = resolve));
  const img = image && {
    ...image,
    addEventListener: (type: string, fn: Listener) => (imageListeners[type] ??= []).push(fn),
    decode: () => decoding,
  };
  const documentListeners: Record<string, Array<(event: unknown) => void>> = {};
  // pageshow (the loader clears a sent form's mark when the page is shown again) is not fired here.
  const window: Record<string, unknown> = { addEventListener: () => undefined };
  const context = {
    window,
    document: {
      addEventListener: (type: string, fn: (event: unknown) => void) => (documentListeners[type] ??= []).push(fn),
      removeEventListener: (type: string, fn: (event: unknown) => void) => {
        documentListeners[type] = (documentListeners[type] ?? []).filter((f) => f !== fn);
      },
      documentElement: { lang: 'nl' },
      querySelector: (selector: string) => (selector === '#root img[fetchpriority=high]' ? img : null),
      createElement: () => ({ src: '', async: true }),
      body: {
        appendChild: (el: { src: string; async: boolean; integrity?: string; crossOrigin?: string }) =>
          appended.push(
            `${el.src}${el.async ? ' (async)' : ''}${el.integrity ? ` ${el.integrity} ${el.crossOrigin}` : ''}`,
          ),
      },
    },
    requestAnimationFrame: (fn: Listener) => frames.push(fn),
    setTimeout: (fn: Listener, ms: number) => timers.push({ at: now + ms, run: fn }),
    Worker: class {
      constructor(private readonly url: string) {}
      postMessage(message: unknown) {
        workers.push(`${this.url} ${String(message)}`);
      }
    },
  };
  return {
    appended,
    workers,
    window,
    /** A click on `element` as the document's capture listeners see it; what they did to the event. */
    click(element: object) {
      const event = {
        target: {
          closest: (selector: string) => (selector === HELD_BEFORE_HYDRATION && 'button' in element ? element : null),
        },
        prevented: false,
        stopped: false,
        preventDefault() {
          this.prevented = true;
        },
        stopPropagation() {
          this.stopped = true;
        },
      };
      (documentListeners.click ?? []).forEach((fn) => fn(event));
      return event;
    },
    run: (script: string) => runInNewContext(script, context),
    frame: () => frames.splice(0).forEach((fn) => fn()),
    imageEvent: (type: string) => (imageListeners[type] ?? []).forEach((fn) => fn()),
    /** The image is decoded: decode()'s promise settles (its callbacks run on the microtask queue). */
    async decoded() {
      finishDecoding?.();
      await decoding;
      await Promise.resolve();
    },
    /** Runs the timers due within `ms`, in order. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        now = due.at;
        due.run();
      }
      now = until;
    },
  };
}

const SCRIPTS = ['/shell/main.abc.js', '/shell/second.def.js'];

describe('bootScript', () => {
  it('starts the scripts, in order, right after the first paint of a page without an LCP image', () => {
    const page = fakePage(null);
    page.run(bootScript(SCRIPTS));
    expect(page.appended).toEqual([]);
    page.frame();
    expect(page.appended).toEqual([]);
    page.advance(0);
    expect(page.appended).toEqual(SCRIPTS);
    page.advance(1000);
    expect(page.appended).toEqual(SCRIPTS);
  });

  it("warms Intl's locale data in a worker, with the page language, as the scripts start", () => {
    const page = fakePage(null);
    page.run(bootScript(SCRIPTS));
    expect(page.workers).toEqual([]);
    page.frame();
    page.advance(1000);
    expect(page.workers).toEqual([`${INTL_WARM_PATH} nl`]);
  });

  it('starts each script with its integrity, cross-origin, when the build recorded one', () => {
    const page = fakePage(null);
    page.run(bootScript(SCRIPTS, { '/shell/main.abc.js': 'sha384-abc', '/shell/other.js': 'sha384-zzz' }));
    page.frame();
    page.advance(0);
    expect(page.appended).toEqual(['/shell/main.abc.js sha384-abc anonymous', '/shell/second.def.js']);
  });

  it('waits for the LCP image to load and decode, then for a paint', async () => {
    const page = fakePage({ complete: false });
    page.run(bootScript(SCRIPTS));
    page.frame();
    page.advance(400);
    expect(page.appended).toEqual([]);
    page.imageEvent('load');
    page.frame();
    page.advance(0);
    expect(page.appended).toEqual([]);
    await page.decoded();
    page.frame();
    page.advance(0);
    expect(page.appended).toEqual(SCRIPTS);
  });

  it('waits only for the decoding of an image that has already loaded, and does not hold the shop for one that fails', async () => {
    const loaded = fakePage({ complete: true });
    loaded.run(bootScript(SCRIPTS));
    loaded.frame();
    loaded.advance(0);
    expect(loaded.appended).toEqual([]);
    await loaded.decoded();
    loaded.frame();
    loaded.advance(0);
    expect(loaded.appended).toEqual(SCRIPTS);

    const failed = fakePage({ complete: false });
    failed.run(bootScript(SCRIPTS));
    failed.imageEvent('error');
    failed.frame();
    failed.advance(0);
    expect(failed.appended).toEqual(SCRIPTS);
  });

  it('runs anyway when the image is slow or no frame comes (a hidden tab)', () => {
    const page = fakePage({ complete: false });
    page.run(bootScript(SCRIPTS));
    page.advance(LCP_IMAGE_WAIT_MS - 1);
    expect(page.appended).toEqual([]);
    // No animation frame ever arrives: the timer beside it starts the shop.
    page.advance(501);
    expect(page.appended).toEqual(SCRIPTS);
  });

  it('cannot be broken out of by a script path', () => {
    const script = bootScript(['/shell/x.js</script><script>alert(1)//']);
    expect(script).not.toContain('</script>');
  });

  it('holds clicks on buttons until the shell takes them, each button once, and starts the scripts at once', () => {
    const page = fakePage({ complete: false });
    page.run(bootScript(SCRIPTS));
    const cart = { button: 'cart' };
    const first = page.click(cart);
    expect(first).toMatchObject({ prevented: true, stopped: true });
    expect(page.appended).toEqual(SCRIPTS);
    page.click(cart);
    page.click({ button: 'search' });
    expect(page.window.__sfEarlyClicks).toEqual([cart, { button: 'search' }]);
    // Just before hydrating, the shell stops the capture: React's own listeners take over.
    (page.window.__sfStopEarlyClicks as () => void)();
    expect(page.click(cart)).toMatchObject({ prevented: false, stopped: false });
    expect((page.window.__sfEarlyClicks as unknown[]).length).toBe(2);
  });

  it('holds the submit of a form without an action (sign-up: natively its password would land in the URL)', () => {
    const dom = new JSDOM(
      `<!doctype html><html><body><div id="root">
      <form id="signup"><input type="password" name="password"><button id="create">Create account</button></form>
      <form id="contact" method="post" action="/api/en-en/contact"><button id="send">Send</button></form>
      </div></body></html>`,
      { url: 'https://shop.test/account/register', runScripts: 'outside-only', pretendToBeVisual: true },
    );
    dom.window.eval(bootScript(SCRIPTS));
    const { document } = dom.window;
    const win = dom.window as unknown as Record<string, unknown>;
    const click = new dom.window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('create')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const enter = new dom.window.Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('signup')!.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(win.__sfEarlyClicks).toEqual([document.getElementById('create'), document.getElementById('signup')]);
    // A form with an action posts natively, as it does without JavaScript.
    const send = new dom.window.Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('contact')!.dispatchEvent(send);
    expect(send.defaultPrevented).toBe(false);
    // The click started the shop at once.
    expect([...document.body.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(SCRIPTS);
  });

  it('leaves links and form buttons alone (they work without JavaScript), but starts the scripts', () => {
    const page = fakePage(null);
    page.run(bootScript(SCRIPTS));
    expect(page.click({ link: '/collections' })).toMatchObject({ prevented: false, stopped: false });
    expect(page.window.__sfEarlyClicks).toEqual([]);
    expect(page.appended).toEqual(SCRIPTS);
  });
});

describe('renderPage and hydration', () => {
  const model = (hydration: 'eager' | 'intent', rootHtml = '<main>Seeds</main>'): PageModel => ({
    language: 'en',
    meta: { title: 'Seeds', description: 'All seeds', noindex: false },
    shell: { js: SCRIPTS, css: ['/shell/main.css'], boot: [], integrity: {}, chunkGroups: {} },
    scriptPreloads: ['/releases/mf_catalog/1/remoteEntry.js'],
    imagePreload: null,
    headTags: [],
    nonce: 'n0nce',
    hydration,
    bodyClass: '',
    rootHtml,
    styles: '',
    boot: { rendered: null } as unknown as BootData,
  });

  it('an eager page preloads the shell and the area in its head and boots after the first paint', () => {
    const html = renderPage(model('eager'));
    expect(html).toContain('<link rel="preload" as="script" href="/shell/main.abc.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/releases/mf_catalog/1/remoteEntry.js">');
    expect(html).toContain('function painted()');
  });

  it('an intent page preloads no script and carries only the loader, which knows the preloads for later', () => {
    const html = renderPage(model('intent'));
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<link rel="stylesheet" href="/shell/main.css">');
    expect(html).not.toContain('function painted()');
    expect(html).toContain('keydown focusin input pointerover');
    expect(html).toContain('"/releases/mf_catalog/1/remoteEntry.js"');
  });

  it("an intent page's loader preloads the shell's start-up chunks with the area's, the start-up's first", () => {
    const boot = ['/shell/164.a.js', '/shell/309.b.js'];
    const page = model('intent');
    const html = renderPage({ ...page, shell: { ...page.shell, boot } });
    // The loader's second argument: what it preloads at the first intent, in this order.
    expect(html).toContain(`,${JSON.stringify([...boot, '/releases/mf_catalog/1/remoteEntry.js'])},`);
    // An eager page boots after its paint and keeps its head as it was.
    const eager = renderPage({ ...model('eager'), shell: { ...page.shell, boot } });
    expect(eager).not.toContain('/shell/164.a.js');
  });

  it('an intent page whose root is empty (the browser renders it) boots eagerly', () => {
    const html = renderPage(model('intent', ''));
    expect(html).toContain('function painted()');
  });
});
