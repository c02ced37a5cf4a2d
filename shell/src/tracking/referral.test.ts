import {
  AFFILIATE_ID_KEY,
  AFFILIATE_ID_TTL_MS,
  createReferralTracker,
  REFERRAL_DELAY_MS,
  REFERRAL_TRACKED_KEY,
  type ReferralEnvironment,
  VISITOR_ID_KEY,
} from './referral';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

type Setup = Partial<ReferralEnvironment> & {
  url?: string;
  status?: number;
  fail?: boolean;
  answer?: { a_id: string; v_id: string };
  stored?: Record<string, string>;
};

function setup(overrides: Setup = {}) {
  const local = memoryStorage();
  for (const [key, value] of Object.entries(overrides.stored ?? {})) local.setItem(key, value);
  const session = memoryStorage();
  const posts: unknown[] = [];
  const logged: unknown[] = [];
  const timers: { callback: () => void; ms: number; cancelled: boolean }[] = [];
  let href = overrides.url ?? 'https://shop.example/collections/high-thc';
  const tracker = createReferralTracker({
    href: () => href,
    ownHostname: 'shop.example',
    documentReferrer: '',
    cookies: () => '',
    local,
    session,
    post: async (url, body) => {
      posts.push({ url, body });
      if (overrides.fail) throw new Error('network down');
      return {
        status: overrides.status ?? 200,
        data: { status: 'ok', data: overrides.answer ?? { a_id: 'aff-9', v_id: 'visitor-1' } },
      };
    },
    log: (error) => logged.push(error),
    now: () => 1_000_000,
    setTimeout: (callback, ms) => {
      const timer = { callback, ms, cancelled: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { cancelled: boolean }).cancelled = true;
    },
    ...overrides,
  });
  const fire = async () => {
    for (const timer of timers.splice(0)) if (!timer.cancelled) timer.callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { tracker, local, session, posts, logged, timers, fire, go: (url: string) => (href = url) };
}

describe('referral tracking', () => {
  it('reports an affiliate link 3000 ms after the navigation and keeps the ids for 90 days', async () => {
    const { tracker, timers, fire, posts, local, session } = setup({
      url: 'https://shop.example/product/x?a_aid=%20partner-42%20',
    });
    tracker.navigated();
    expect(timers.map((t) => t.ms)).toEqual([REFERRAL_DELAY_MS]);
    expect(posts).toEqual([]);
    await fire();
    expect(posts).toEqual([
      {
        url: '/metric/referral',
        body: { a_aid: 'partner-42', refer_domain: '', url: 'https://shop.example/product/x?a_aid=%20partner-42%20' },
      },
    ]);
    expect(JSON.parse(local.items.get('pap_a_id')!)).toEqual({
      value: 'aff-9',
      expires: 1_000_000 + AFFILIATE_ID_TTL_MS,
    });
    expect(JSON.parse(local.items.get('pap_v_id')!)).toEqual({
      value: 'visitor-1',
      expires: 1_000_000 + AFFILIATE_ID_TTL_MS,
    });
    expect(session.items.get(REFERRAL_TRACKED_KEY)).toBe('true');
  });

  it('takes the referrer from the originalreferer cookie before document.referrer, and ignores the own site', async () => {
    const fromCookie = setup({
      cookies: () => 'x=1; originalreferer=https%3A%2F%2Fblog.example.org%2Fpost',
      documentReferrer: 'https://other.example/',
    });
    fromCookie.tracker.navigated();
    await fromCookie.fire();
    expect(fromCookie.posts).toEqual([
      { url: '/metric/referral', body: expect.objectContaining({ a_aid: '', refer_domain: 'blog.example.org' }) },
    ]);

    const own = setup({ documentReferrer: 'https://shop.example/collections' });
    own.tracker.navigated();
    await own.fire();
    expect(own.posts).toEqual([]);
    expect(own.session.items.get(REFERRAL_TRACKED_KEY)).toBeUndefined();
  });

  it('reports at most once per session, and only the latest navigation counts', async () => {
    const { tracker, fire, posts, go, timers } = setup({ url: 'https://shop.example/?a_aid=1' });
    tracker.navigated();
    go('https://shop.example/collections?a_aid=2');
    tracker.navigated();
    expect(timers[0]!.cancelled).toBe(true);
    await fire();
    expect(posts).toHaveLength(1);
    expect((posts[0] as { body: { a_aid: string } }).body.a_aid).toBe('2');
    tracker.navigated();
    await fire();
    expect(posts).toHaveLength(1);
  });

  it('only logs a failed report, marks the session tracked and stores nothing', async () => {
    const { tracker, fire, logged, local, session } = setup({ url: 'https://shop.example/?a_aid=7', fail: true });
    tracker.navigated();
    await fire();
    expect(logged).toHaveLength(1);
    expect(local.items.size).toBe(0);
    expect(session.items.get(REFERRAL_TRACKED_KEY)).toBe('true');
  });

  describe('a stored affiliate', () => {
    const NOW = 1_000_000;
    const entry = (value: string, expires: number) => JSON.stringify({ value, expires });
    const referred = { url: 'https://shop.example/', documentReferrer: 'https://forum.example/thread' };
    const run = async (overrides: Setup) => {
      const s = setup({ ...referred, ...overrides });
      s.tracker.navigated();
      await s.fire();
      return {
        a: JSON.parse(s.local.items.get(AFFILIATE_ID_KEY) ?? 'null'),
        v: JSON.parse(s.local.items.get(VISITOR_ID_KEY) ?? 'null'),
      };
    };

    it('is not wiped by an answer without an affiliate, and keeps its own expiry', async () => {
      const stored = {
        [AFFILIATE_ID_KEY]: entry('aff-1', NOW + 1000),
        [VISITOR_ID_KEY]: entry('visitor-old', NOW + 1000),
      };
      const { a, v } = await run({ stored, answer: { a_id: '', v_id: 'visitor-2' } });
      expect(a).toEqual({ value: 'aff-1', expires: NOW + 1000 });
      expect(v).toEqual({ value: 'visitor-2', expires: NOW + AFFILIATE_ID_TTL_MS });
    });

    it('is replaced, for another 90 days, by an answer with an affiliate', async () => {
      const { a } = await run({
        stored: { [AFFILIATE_ID_KEY]: entry('aff-1', NOW + 1000) },
        answer: { a_id: 'aff-2', v_id: 'visitor-2' },
      });
      expect(a).toEqual({ value: 'aff-2', expires: NOW + AFFILIATE_ID_TTL_MS });
    });

    it.each([
      ['nothing is stored', {}],
      ['the stored one expired', { [AFFILIATE_ID_KEY]: entry('aff-1', NOW) }],
      ['the stored one is unreadable', { [AFFILIATE_ID_KEY]: 'aff-1' }],
      ['the stored one is empty', { [AFFILIATE_ID_KEY]: entry('', NOW + 1000) }],
    ])('gives way to an empty answer when %s', async (_, stored) => {
      const { a, v } = await run({ stored, answer: { a_id: '', v_id: 'visitor-2' } });
      expect(a).toEqual({ value: '', expires: NOW + AFFILIATE_ID_TTL_MS });
      expect(v).toEqual({ value: 'visitor-2', expires: NOW + AFFILIATE_ID_TTL_MS });
    });

    it('is left alone when the report is not a 200', async () => {
      const stored = { [AFFILIATE_ID_KEY]: entry('aff-1', NOW + 1000) };
      const { a, v } = await run({ stored, status: 204, answer: { a_id: '', v_id: 'visitor-2' } });
      expect(a).toEqual({ value: 'aff-1', expires: NOW + 1000 });
      expect(v).toBeNull();
    });
  });
});
