import { JSDOM, VirtualConsole } from 'jsdom';
import { CHAT_EARLY, EARLY_CLICKS } from '@storefront/shared-contracts';
import { intentBootScript } from './hydration';
import { bootScript } from './page-template';

const SHELL = ['/shell/main.abc.js'];
const CHAT = ['/releases/mf_support/2/remoteEntry.js'];

let dom: JSDOM;

/** A page with the chat's drawer as the shell renders it before it runs (its question box), and the given loader. */
function load(script: string) {
  dom = new JSDOM(
    `<!doctype html><html><head></head><body><div id="root">
      <button id="chat" type="button" popovertarget="chat-drawer">Chat</button>
      <div id="chat-drawer" popover="auto"><div data-testid="chat-starting">
        <form id="ask" ${CHAT_EARLY.form}><input id="question" name="${CHAT_EARLY.field}">
          <button id="send" type="submit">Send</button></form>
        <p role="status">Starting the chat…</p><p id="queued" ${CHAT_EARLY.queued} hidden>Sent once it has started</p>
      </div></div>
    </div></body></html>`,
    {
      url: 'https://shop.test/',
      runScripts: 'outside-only',
      pretendToBeVisual: true,
      virtualConsole: new VirtualConsole(),
    },
  );
  dom.window.eval(script);
}

const byId = <T extends HTMLElement = HTMLElement>(id: string) => dom.window.document.getElementById(id) as T;
const stored = () => dom.window.sessionStorage.getItem(CHAT_EARLY.storageKey);
const held = () => (dom.window as unknown as Record<string, unknown[]>)[EARLY_CLICKS.queue]!;
const scriptsAdded = () => dom.window.document.querySelectorAll('body > script[src]').length;
/** The shopper types `text` and taps Send; true when the page's default (a submit into the address) was stopped. */
function send(text: string): boolean {
  byId<HTMLInputElement>('question').value = text;
  let submit: Event | undefined;
  dom.window.addEventListener('submit', (e) => (submit = e), { capture: true, once: true });
  byId('send').dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
  return submit?.defaultPrevented ?? false;
}
const afterFrame = () =>
  new Promise<void>((resolve) => dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve)));

afterEach(() => dom.window.close());

describe("the chat's question box before the shop runs", () => {
  it('keeps a sent question for the chat, out of the address; locks the box, says so, and starts the shop', async () => {
    load(intentBootScript(SHELL, [], {}, undefined, false, CHAT));
    expect(send('  Which strain for a balcony?  ')).toBe(true);
    expect(JSON.parse(stored()!)).toEqual({ text: 'Which strain for a balcony?', send: true });
    expect(byId<HTMLInputElement>('question').readOnly).toBe(true);
    expect(byId('queued').hidden).toBe(false);
    // The Send button's tap is not held for a replay: the shell would replay it on a box the chat has replaced.
    expect(held()).toEqual([]);
    await afterFrame();
    expect(scriptsAdded()).toBe(1);
  });

  it('sends nothing from an empty box', () => {
    load(intentBootScript(SHELL, [], {}, undefined, false, CHAT));
    expect(send('   ')).toBe(true);
    expect(stored()).toBeNull();
    expect(byId<HTMLInputElement>('question').readOnly).toBe(false);
    expect(byId('queued').hidden).toBe(true);
  });

  it('is answered on a page that boots at once too, until the shell runs', () => {
    load(bootScript(SHELL, {}, false, true));
    expect(send('Do you ship to Austria?')).toBe(true);
    expect(JSON.parse(stored()!)).toEqual({ text: 'Do you ship to Austria?', send: true });
  });

  it('is left out of the page while there is no chat (mf_support not deployed)', () => {
    expect(intentBootScript(SHELL, [], {}, undefined, false, [])).not.toContain(CHAT_EARLY.storageKey);
    expect(bootScript(SHELL)).not.toContain(CHAT_EARLY.storageKey);
  });
});
