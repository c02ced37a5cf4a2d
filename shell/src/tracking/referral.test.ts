import { AFFILIATE_ID_TTL_MS, createReferralTracker, REFERRAL_DELAY_MS, REFERRAL_TRACKED_KEY, type ReferralEnvironment } from './referral';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

function setup(overrides: Partial<ReferralEnvironment> & { url?: string; status?: number; fail?: boolean } = {}) {
  const local = memoryStorage();
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
      return { status: overrides.status ?? 200, data: { status: 'ok', data: { a_id: 'aff-9', v_id: 'visitor-1' } } };
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
    const { tracker, timers, fire, posts, local, session } = setup({ url: 'https://shop.example/product/x?a_aid=%20partner-42%20' });
    tracker.navigated();
    expect(timers.map((t) => t.ms)).toEqual([REFERRAL_DELAY_MS]);
    expect(posts).toEqual([]);
    await fire();
    expect(posts).toEqual([{ url: '/metric/referral', body: { a_aid: 'partner-42', refer_domain: '', url: 'https://shop.example/product/x?a_aid=%20partner-42%20' } }]);
    expect(JSON.parse(local.items.get('pap_a_id')!)).toEqual({ value: 'aff-9', expires: 1_000_000 + AFFILIATE_ID_TTL_MS });
    expect(JSON.parse(local.items.get('pap_v_id')!)).toEqual({ value: 'visitor-1', expires: 1_000_000 + AFFILIATE_ID_TTL_MS });
    expect(session.items.get(REFERRAL_TRACKED_KEY)).toBe('true');
  });

  it('takes the referrer from the originalreferer cookie before document.referrer, and ignores the own site', async () => {
    const fromCookie = setup({ cookies: () => 'x=1; originalreferer=https%3A%2F%2Fblog.example.org%2Fpost', documentReferrer: 'https://other.example/' });
    fromCookie.tracker.navigated();
    await fromCookie.fire();
    expect(fromCookie.posts).toEqual([{ url: '/metric/referral', body: expect.objectContaining({ a_aid: '', refer_domain: 'blog.example.org' }) }]);

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
});
