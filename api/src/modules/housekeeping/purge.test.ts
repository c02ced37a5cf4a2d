import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';
import { purgeOldData } from './purge';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const exists = async (table: string, id: string) =>
  (await t.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).rows.length === 1;

describe('the purge of old anonymous data', () => {
  it('removes guest carts untouched for 30 days and visitors unseen for 90, and keeps everything else', async () => {
    const cart = (id: string, daysAgo: number) =>
      t.db.query(
        `INSERT INTO carts (id, token_hash, created_at, updated_at)
         VALUES ($1, $2, now() - make_interval(days => $3), now() - make_interval(days => $3))`,
        [id, `hash-${id}`, daysAgo],
      );
    const visitor = (id: string, daysAgo: number) =>
      t.db.query(
        `INSERT INTO visitors (id, first_seen_at, last_seen_at)
         VALUES ($1, now() - make_interval(days => $2), now() - make_interval(days => $2))`,
        [id, daysAgo],
      );
    const oldCart = '00000000-0000-4000-8000-000000000001';
    const recentCart = '00000000-0000-4000-8000-000000000002';
    await cart(oldCart, 31);
    await cart(recentCart, 29);
    await visitor('v-old', 91);
    await visitor('v-recent', 89);
    await visitor('v-referred', 200);
    await t.db.query(
      `INSERT INTO referrals (visitor_id, affiliate_id, refer_domain, url) VALUES ('v-referred', 'a1', 'x.example', '/')`,
    );

    const result = await purgeOldData(t.db);
    expect(result.carts).toBeGreaterThanOrEqual(1);
    expect(await exists('carts', oldCart)).toBe(false);
    expect(await exists('carts', recentCart)).toBe(true);
    expect(await exists('visitors', 'v-old')).toBe(false);
    expect(await exists('visitors', 'v-recent')).toBe(true);
    expect(await exists('visitors', 'v-referred')).toBe(true);
  });

  it('removes newsletter sign-ups left unconfirmed for 30 days, never a confirmed one', async () => {
    const subscription = async (email: string, daysAgo: number, confirmed: boolean) =>
      (
        await t.db.query<{ id: string }>(
          `INSERT INTO newsletter_subscriptions (email, storefront, language, created_at, confirmed_at)
           VALUES ($1, 'en', 'en', now() - make_interval(days => $2), CASE WHEN $3 THEN now() END) RETURNING id::text AS id`,
          [email, daysAgo, confirmed],
        )
      ).rows[0]!.id;
    const stale = await subscription('stale@example.com', 31, false);
    const pending = await subscription('pending@example.com', 29, false);
    const member = await subscription('member@example.com', 400, true);
    const result = await purgeOldData(t.db);
    expect(result.subscriptions).toBe(1);
    expect(await exists('newsletter_subscriptions', stale)).toBe(false);
    expect(await exists('newsletter_subscriptions', pending)).toBe(true);
    expect(await exists('newsletter_subscriptions', member)).toBe(true);
  });
});
