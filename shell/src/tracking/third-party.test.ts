import { isBot } from './bots';
import {
  createThirdPartyLoader,
  MARKETING_ROUTE_CHANGE,
  TAG_MANAGER_DELAY_MS,
  type ThirdPartyEnvironment,
} from './third-party';

const CONFIG = {
  tagManager: 'https://tags.example/gtm.js',
  marketing: 'https://mail.example/m.js',
  sessionRecording: 'https://rec.example/r.js',
  iconService: null,
};

function setup(overrides: Partial<ThirdPartyEnvironment> = {}) {
  const loaded: string[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const loader = createThirdPartyLoader({
    config: CONFIG,
    consented: true,
    bot: false,
    now: () => Date.parse('2026-11-22T12:00:00Z'),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    loadScript: (src) => loaded.push(src),
    ...overrides,
  });
  return { loader, loaded, timers };
}

describe('third-party scripts', () => {
  it('loads the tag manager 3000 ms after start and no session recording after 2025-09-13T23:59:59', () => {
    const { loader, loaded, timers } = setup();
    loader.start();
    expect(loaded).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([TAG_MANAGER_DELAY_MS]);
    timers[0]!.callback();
    expect(loaded).toEqual([CONFIG.tagManager]);
  });

  it('injects session recording only until the cut-off', () => {
    const before = setup({ now: () => Date.parse('2025-09-13T23:59:59Z') });
    before.loader.start();
    expect(before.loaded).toEqual([CONFIG.sessionRecording]);
    const after = setup({ now: () => Date.parse('2025-09-14T00:00:00Z') });
    after.loader.start();
    expect(after.loaded).toEqual([]);
  });

  it('gives bots no tag manager and loads nothing without consent', () => {
    const bot = setup({ bot: true });
    bot.loader.start();
    expect(bot.timers).toEqual([]);
    const refused = setup({ consented: false });
    refused.loader.start();
    for (let i = 0; i < 3; i += 1) refused.loader.routeChanged();
    expect(refused.timers).toEqual([]);
    expect(refused.loaded).toEqual([]);
  });

  it('loads the marketing script on the second route change, once', () => {
    const { loader, loaded } = setup();
    loader.routeChanged();
    expect(loaded).toEqual([]);
    for (let i = 1; i < MARKETING_ROUTE_CHANGE + 3; i += 1) loader.routeChanged();
    expect(loaded).toEqual([CONFIG.marketing]);
  });

  it('recognises search-engine and social crawlers but not browsers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
      'LinkedInBot/1.0',
      'Screaming Frog SEO Spider/19.0',
    ]) {
      expect([ua, isBot(ua)]).toEqual([ua, true]);
    }
    for (const ua of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ]) {
      expect([ua, isBot(ua)]).toEqual([ua, false]);
    }
  });

  it('counts route changes that came before its code did', () => {
    const late = setup({ routeChangesBefore: 2 });
    late.loader.start();
    expect(late.loaded).toEqual([CONFIG.marketing]);
    late.loader.routeChanged();
    expect(late.loaded).toEqual([CONFIG.marketing]);
    const early = setup({ routeChangesBefore: 1 });
    early.loader.start();
    expect(early.loaded).toEqual([]);
    early.loader.routeChanged();
    expect(early.loaded).toEqual([CONFIG.marketing]);
  });
});
