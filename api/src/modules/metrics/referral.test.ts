import { referralResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { VISITOR_COOKIE } from './visitor';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const report = (payload: object, visitor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/metric/referral',
    payload,
    headers: { 'user-agent': 'jest' },
    ...(visitor ? { cookies: { [VISITOR_COOKIE]: visitor } } : {}),
  });

async function referralsOf(visitorId: string) {
  const { rows } = await t.db.query<{ affiliate_id: string; refer_domain: string; url: string; user_agent: string }>(
    'SELECT affiliate_id, refer_domain, url, user_agent FROM referrals WHERE visitor_id = $1 ORDER BY id',
    [visitorId],
  );
  return rows;
}

describe('POST /metric/referral', () => {
  it('stores the visitor and the referral and returns their ids', async () => {
    const response = await report({
      a_aid: 'aff42',
      refer_domain: 'Forum.Example.org',
      url: 'https://shop.test/?a_aid=aff42',
    });
    expect(response.statusCode).toBe(200);
    const body = referralResponseSchema.parse(response.json());
    expect(body).toEqual({ status: 'ok', data: { a_id: 'aff42', v_id: expect.stringMatching(/^[a-f0-9]{32}$/) } });
    expect(response.headers['cache-control']).toBe('no-store');
    const visitors = await t.db.query<{ affiliate_id: string }>('SELECT affiliate_id FROM visitors WHERE id = $1', [
      body.data.v_id,
    ]);
    expect(visitors.rows).toEqual([{ affiliate_id: 'aff42' }]);
    expect(await referralsOf(body.data.v_id)).toEqual([
      {
        affiliate_id: 'aff42',
        refer_domain: 'forum.example.org',
        url: 'https://shop.test/?a_aid=aff42',
        user_agent: 'jest',
      },
    ]);
  });

  it('reuses the visitor of the visitor cookie and answers its affiliate when none is given', async () => {
    const first = referralResponseSchema.parse(
      (await report({ a_aid: 'aff7', refer_domain: 'a.example', url: 'https://shop.test/' })).json(),
    );
    const response = await report(
      { a_aid: '', refer_domain: 'b.example', url: 'https://shop.test/blog' },
      first.data.v_id,
    );
    const second = referralResponseSchema.parse(response.json());
    expect(second.data).toEqual({ a_id: 'aff7', v_id: first.data.v_id });
    expect((await referralsOf(first.data.v_id)).map((r) => [r.refer_domain, r.affiliate_id])).toEqual([
      ['a.example', 'aff7'],
      ['b.example', ''],
    ]);
    const visitor = await t.db.query<{ affiliate_id: string }>('SELECT affiliate_id FROM visitors WHERE id = $1', [
      first.data.v_id,
    ]);
    expect(visitor.rows[0]?.affiliate_id).toBe('aff7');
  });

  it('answers the latest affiliate when a known visitor comes with another one', async () => {
    const first = referralResponseSchema.parse(
      (await report({ a_aid: 'aff-old', refer_domain: '', url: 'https://shop.test/?a_aid=aff-old' })).json(),
    );
    const second = referralResponseSchema.parse(
      (
        await report({ a_aid: ' aff-new ', refer_domain: '', url: 'https://shop.test/?a_aid=aff-new' }, first.data.v_id)
      ).json(),
    );
    expect(second.data).toEqual({ a_id: 'aff-new', v_id: first.data.v_id });
    const third = referralResponseSchema.parse(
      (await report({ a_aid: '', refer_domain: 'e.example', url: 'https://shop.test/' }, first.data.v_id)).json(),
    );
    expect(third.data.a_id).toBe('aff-new');
  });

  it('answers an empty affiliate for a visitor that never had one', async () => {
    const first = referralResponseSchema.parse(
      (await report({ a_aid: '', refer_domain: 'f.example', url: 'https://shop.test/' })).json(),
    );
    expect(first.data.a_id).toBe('');
    const again = referralResponseSchema.parse(
      (await report({ a_aid: '', refer_domain: 'g.example', url: 'https://shop.test/' }, first.data.v_id)).json(),
    );
    expect(again.data).toEqual({ a_id: '', v_id: first.data.v_id });
  });

  it('keeps the visitor cookie for 90 days, HttpOnly', async () => {
    const response = await report({ a_aid: 'aff8', refer_domain: '', url: 'https://shop.test/' });
    const cookie = response.cookies.find((c) => c.name === VISITOR_COOKIE);
    expect(cookie).toMatchObject({
      value: referralResponseSchema.parse(response.json()).data.v_id,
      httpOnly: true,
      maxAge: 90 * 24 * 3600,
      path: '/',
    });
  });

  it('gives a new visitor id, with no affiliate, for a cookie it does not know or a malformed one', async () => {
    for (const cookie of ['f'.repeat(32), 'not-a-visitor-id']) {
      const body = referralResponseSchema.parse(
        (await report({ a_aid: '', refer_domain: 'c.example', url: 'https://shop.test/' }, cookie)).json(),
      );
      expect(body.data).toEqual({ a_id: '', v_id: expect.stringMatching(/^[a-f0-9]{32}$/) });
      expect(body.data.v_id).not.toBe(cookie);
    }
  });

  it('refuses a report without a url with 400', async () => {
    const response = await report({ a_aid: 'x', refer_domain: 'd.example' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues?.[0]?.path).toBe('body.url');
  });
});
