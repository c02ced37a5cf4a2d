// A page with the intent loader run as the browser runs its inline script (hydration.ts), for its tests.
import { JSDOM } from 'jsdom';
import { intentBootScript } from '../pages/hydration';

export const SHELL = ['/shell/main.abc.js', '/shell/second.def.js'];
export const PRELOADS = ['/releases/mf_product/1/remoteEntry.js', '/shell/messages-de.js'];

type Win = Record<string, unknown>;

let dom: JSDOM;
/** The page `load` built last. */
export const loaderDom = () => dom;
export const byId = (id: string) => dom.window.document.getElementById(id)!;
export const win = () => dom.window as unknown as Win;

/** A fresh page with the loader run as the browser runs the inline script; reads what it added. */
export function load(
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

export const event = (type: string) => new dom.window.Event(type, { bubbles: true });
/** The next frame, and the task after it: where the loader adds the shop's scripts after an intent. */
export const afterFrame = () =>
  new Promise<void>((resolve) => dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve)));
export const click = () => new dom.window.MouseEvent('click', { bubbles: true, cancelable: true });
