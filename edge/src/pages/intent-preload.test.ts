import { intentBootScript } from './hydration';
import { afterFrame, byId, click, event, load, loaderDom, PRELOADS, SHELL } from '../test-support/loader-page';

// What the intent loader fetches ahead: the chat's scripts at its button's tap, the start-up's at idle after load.

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
});
