import { CHAT_EARLY, readChatEarly, saveChatEarly } from './support';

/** The browser's session storage, as a page has it (these tests run in Node). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
const sessionStorage = new MemoryStorage();

describe('the early chat question', () => {
  beforeAll(() => {
    (globalThis as { window?: unknown }).window = { sessionStorage };
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  afterEach(() => sessionStorage.clear());

  it('is handed over through session storage, and forgotten with null', () => {
    saveChatEarly({ text: 'Which strain for a balcony?', send: true });
    expect(readChatEarly()).toEqual({ text: 'Which strain for a balcony?', send: true });
    saveChatEarly(null);
    expect(sessionStorage.getItem(CHAT_EARLY.storageKey)).toBeNull();
    expect(readChatEarly()).toBeNull();
  });

  it('reads what the edge’s loader writes, and nothing that is not a question', () => {
    sessionStorage.setItem(CHAT_EARLY.storageKey, JSON.stringify({ text: 'Hi', send: false }));
    expect(readChatEarly()).toEqual({ text: 'Hi', send: false });
    const bad = ['not json', '"text"', 'null', '{"text":1,"send":true}', '{"text":"a"}', '{"text":" ","send":true}'];
    for (const raw of [...bad, JSON.stringify({ text: 'x'.repeat(1001), send: true })]) {
      sessionStorage.setItem(CHAT_EARLY.storageKey, raw);
      expect(readChatEarly()).toBeNull();
    }
  });

  it('is lost quietly where storage refuses it', () => {
    const setItem = jest.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveChatEarly({ text: 'Hi', send: true })).not.toThrow();
    setItem.mockRestore();
    expect(readChatEarly()).toBeNull();
  });
});
