import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';
import { purgeOldData, RETENTION } from './purge';

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

  it('removes field measurements older than 14 days, and keeps younger ones', async () => {
    expect(RETENTION.fieldAggregateDays).toBe(14);
    // As the shoppers' browsers send them; then each version's minutes are moved back in time.
    const event = (version: string) => ({
      storefront: 'en',
      route: 'product-slug',
      area: 'mf_product',
      version,
      side: 'stable',
    });
    const versions = { old: '9.9.0-fifteendays', kept: '9.9.0-thirteendays', today: '9.9.0-today' };
    for (const version of Object.values(versions)) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/field',
        headers: { 'content-type': 'application/json' },
        payload: {
          events: [
            { kind: 'view', ...event(version) },
            { kind: 'error', ...event(version), source: 'error' },
            { kind: 'vital', ...event(version), name: 'LCP', value: 1800 },
          ],
        },
      });
      expect(sent.statusCode).toBe(202);
    }
    const age = async (version: string, days: number) => {
      for (const table of ['field_counts', 'field_vitals'])
        await t.db.query(`UPDATE ${table} SET minute = minute - make_interval(days => $2) WHERE version = $1`, [
          version,
          days,
        ]);
    };
    await age(versions.old, 15);
    await age(versions.kept, 13);
    const rows = async (version: string) =>
      (
        await t.db.query<{ n: number }>(
          `SELECT ((SELECT count(*) FROM field_counts WHERE version = $1) +
                   (SELECT count(*) FROM field_vitals WHERE version = $1))::int AS n`,
          [version],
        )
      ).rows[0]?.n;
    expect(await rows(versions.old)).toBe(3);

    const result = await purgeOldData(t.db);
    expect(result.fieldRows).toBe(3);
    expect(await rows(versions.old)).toBe(0);
    expect(await rows(versions.kept)).toBe(3);
    expect(await rows(versions.today)).toBe(3);
  });
});
