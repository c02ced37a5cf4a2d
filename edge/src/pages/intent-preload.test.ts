import { intentBootScript } from './hydration';
import { INTL_WARM_PATH } from './intl-warm';
import { afterFrame, byId, click, event, load, loaderDom, PRELOADS, SHELL } from '../test-support/loader-page';

// What the intent loader fetches ahead: the chat's scripts at its button's tap, the start-up's at idle after load;
// and the worker that loads `Intl`'s locale data off the main thread.

afterEach(() => loaderDom().window.close());

describe('the intent loader fetching ahead', () => {
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
    const entry = loaderDom().window.document.head.querySelector(`link[href="${CHAT[0]}"]`) as HTMLLinkElement;
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
    loaderDom().window.dispatchEvent(new (loaderDom().window.Event)('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.prefetches()).toEqual([...SHELL, ...PRELOADS]);
    expect(page.scripts()).toEqual([]);
    const main = loaderDom().window.document.head.querySelector('link[rel=prefetch]') as HTMLLinkElement;
    expect([main.integrity, main.crossOrigin]).toEqual(['sha384-abc', 'anonymous']);
  });

  it('fetches nothing ahead where the shopper asked to save data, or once the shop has started', async () => {
    let page = load();
    Object.defineProperty(loaderDom().window.navigator, 'connection', { value: { saveData: true } });
    loaderDom().window.dispatchEvent(new (loaderDom().window.Event)('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.prefetches()).toEqual([]);

    page = load();
    byId('email').dispatchEvent(event('focusin'));
    loaderDom().window.dispatchEvent(new (loaderDom().window.Event)('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.prefetches()).toEqual([]);
    expect(page.preloads()).toEqual(PRELOADS);
  });

  describe('warming Intl in a worker', () => {
    /** The workers the page starts: their script and what they were sent. */
    function watchWorkers(lang: string) {
      const started: string[] = [];
      const { window } = loaderDom();
      window.document.documentElement.lang = lang;
      (window as unknown as { Worker: unknown }).Worker = class {
        constructor(private readonly url: string) {}
        postMessage(message: unknown) {
          started.push(`${this.url} ${String(message)}`);
        }
      };
      return started;
    }

    it('starts it once the page has loaded and the browser is idle, once, with the page language', async () => {
      load();
      const started = watchWorkers('de');
      expect(started).toEqual([]);
      loaderDom().window.dispatchEvent(new (loaderDom().window.Event)('load'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(started).toEqual([`${INTL_WARM_PATH} de`]);
      // The tap that boots the shop later does not start another.
      byId('email').dispatchEvent(event('focusin'));
      await afterFrame();
      expect(started).toHaveLength(1);
    });

    it('starts it with the boot of an intent that came before the idle time', async () => {
      load();
      const started = watchWorkers('fr');
      byId('text').dispatchEvent(click());
      expect(started).toEqual([`${INTL_WARM_PATH} fr`]);
      loaderDom().window.dispatchEvent(new (loaderDom().window.Event)('load'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(started).toHaveLength(1);
    });

    it('leaves the page working where workers are refused', async () => {
      const page = load();
      (loaderDom().window as unknown as { Worker: unknown }).Worker = class {
        constructor() {
          throw new Error('refused by policy');
        }
      };
      byId('text').dispatchEvent(click());
      await afterFrame();
      expect(page.scripts()).toHaveLength(2);
    });

    it('does not start it where the shopper asked to save data, until the shop starts', async () => {
      load();
      const started = watchWorkers('nl');
      Object.defineProperty(loaderDom().window.navigator, 'connection', { value: { saveData: true } });
      loaderDom().window.dispatchEvent(new (loaderDom().window.Event)('load'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(started).toEqual([]);
    });
  });
});
