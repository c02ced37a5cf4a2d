import { apiPaths } from '@storefront/shared-contracts';
import { productDetailSchema, reviewUsefulVoteSchema, reviewsPageSchema } from '@storefront/shared-contracts/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { VISITOR_COOKIE } from '../metrics/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const vote = (reviewId: number | string, visitor?: string, iso = 'en-en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${iso}/reviews/${reviewId}/useful`,
    ...(visitor ? { cookies: { [VISITOR_COOKIE]: visitor } } : {}),
  });

const visitorCookieOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === VISITOR_COOKIE);

/** The newest review of a product with more than 5 reviews: on page 1 of its product page. */
async function reviewOnPageOne(offset: number): Promise<{ id: number; slug: string; base: number }> {
  const { rows } = await t.db.query<{ id: number; slug: string; base: number }>(
    `SELECT r.id, p.slug, r.useful_count AS base FROM products p
     JOIN LATERAL (SELECT id, useful_count FROM reviews WHERE product_id = p.id ORDER BY reviewed_on DESC, id DESC LIMIT 1) r ON true
     WHERE p.review_count > 5 ORDER BY p.id LIMIT 1 OFFSET $1`,
    [offset],
  );
  if (!rows[0]) throw new Error('no review');
  return rows[0];
}

/** A visitor the api issued in an earlier request (the 409 of a first vote sets its cookie). */
async function returningVisitor(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/en-en/reviews/${(await reviewOnPageOne(9)).id}/useful`,
  });
  expect(response.statusCode).toBe(409);
  const id = visitorCookieOf(response)?.value;
  if (!id) throw new Error('no visitor cookie');
  return id;
}

const countVotes = async (reviewId: number) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_useful_votes WHERE review_id = $1', [
      reviewId,
    ])
  ).rows[0]?.n;

describe('POST /api/{iso}/reviews/{reviewId}/useful', () => {
  it('counts no vote from a visitor unknown before the request: 409, a visitor cookie, and the next vote counts', async () => {
    const review = await reviewOnPageOne(0);
    const first = await vote(review.id);
    expect(first.statusCode).toBe(409);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(errorOf(first)).toMatchObject({
      statusCode: 409,
      code: 'VOTE_NEEDS_VISITOR',
      message: expect.stringContaining('vote again'),
    });
    const cookie = visitorCookieOf(first);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      value: expect.stringMatching(/^[a-f0-9]{32}$/),
    });
    expect((await t.db.query('SELECT 1 FROM visitors WHERE id = $1', [cookie?.value])).rows).toHaveLength(1);
    expect(await countVotes(review.id)).toBe(0);

    const counted = await vote(review.id, cookie?.value);
    expect(counted.statusCode).toBe(200);
    expect(reviewUsefulVoteSchema.parse(counted.json())).toEqual({
      reviewId: review.id,
      usefulCount: review.base + 1,
      voted: true,
      alreadyVoted: false,
    });
    expect(visitorCookieOf(counted)?.value).toBe(cookie?.value);

    const again = await vote(review.id, cookie?.value);
    expect(again.statusCode).toBe(200);
    expect(reviewUsefulVoteSchema.parse(again.json())).toEqual({
      reviewId: review.id,
      usefulCount: review.base + 1,
      voted: true,
      alreadyVoted: true,
    });

    const other = await vote(review.id, await returningVisitor());
    expect(reviewUsefulVoteSchema.parse(other.json())).toMatchObject({
      usefulCount: review.base + 2,
      alreadyVoted: false,
    });
    expect(await countVotes(review.id)).toBe(2);
  });

  it('cannot raise a count with cookieless or made-up visitor ids, however many', async () => {
    const review = await reviewOnPageOne(4);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => vote(review.id)),
      ...Array.from({ length: 10 }, (_, i) => vote(review.id, i.toString(16).padStart(32, 'a'))),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(409));
    expect(await countVotes(review.id)).toBe(0);
  });

  it('counts concurrent double clicks of one visitor once', async () => {
    const review = await reviewOnPageOne(1);
    const visitor = visitorCookieOf(
      await t.app.inject({
        method: 'POST',
        url: '/metric/referral',
        payload: { a_aid: '', refer_domain: '', url: 'https://shop.test/' },
      }),
    )?.value;
    const answers = await Promise.all(Array.from({ length: 6 }, () => vote(review.id, visitor)));
    const votes = answers.map((a) => reviewUsefulVoteSchema.parse(a.json()));
    expect(votes.filter((v) => !v.alreadyVoted)).toHaveLength(1);
    expect(await countVotes(review.id)).toBe(1);
    expect(Math.max(...votes.map((v) => v.usefulCount))).toBe(review.base + 1);
  });

  it('shows a vote in the next product page and review page, without moving the catalogue version', async () => {
    const review = await reviewOnPageOne(2);
    const countOn = async (
      url: string,
      parse: (body: unknown) => { items: Array<{ id: number; usefulCount: number }> },
    ) => parse((await t.app.inject({ url })).json()).items.find((r) => r.id === review.id)?.usefulCount;
    const productUrl = apiPaths.product('en-en', review.slug);
    const reviewsUrl = `${apiPaths.productReviews('en-en', review.slug)}?page=1`;
    const fromProduct = (body: unknown) => productDetailSchema.parse(body).reviews;
    expect(await countOn(productUrl, fromProduct)).toBe(review.base);
    expect(await countOn(reviewsUrl, (b) => reviewsPageSchema.parse(b))).toBe(review.base);
    const version = async () =>
      (await t.db.query<{ v: string }>('SELECT version::text AS v FROM catalog_state')).rows[0]?.v;
    const before = await version();

    expect((await vote(review.id, await returningVisitor())).statusCode).toBe(200);
    expect(await countOn(productUrl, fromProduct)).toBe(review.base + 1);
    expect(await countOn(reviewsUrl, (b) => reviewsPageSchema.parse(b))).toBe(review.base + 1);
    expect(await countOn(apiPaths.product('de-de', review.slug), fromProduct)).toBe(review.base + 1);
    expect(await version()).toBe(before);
  });

  it('gives a new visitor to a well-formed cookie the database does not know, and counts nothing', async () => {
    const review = await reviewOnPageOne(3);
    const response = await vote(review.id, 'f'.repeat(32));
    expect(response.statusCode).toBe(409);
    expect(visitorCookieOf(response)?.value).not.toBe('f'.repeat(32));
    expect(await countVotes(review.id)).toBe(0);
  });

  it('answers an unknown review with 404 and leaves no visitor or cookie behind', async () => {
    const visitors = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM visitors')).rows[0]?.n;
    const before = await visitors();
    const response = await vote(2_000_000_000);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Unknown review 2000000000.' });
    expect(visitorCookieOf(response)).toBeUndefined();
    expect(await visitors()).toBe(before);
  });

  it('refuses a review id that is not a positive 32-bit integer with 400, and an unknown storefront with 404', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '9999999999']) {
      const response = await vote(id);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('params.reviewId'),
      });
    }
    expect((await vote(1, undefined, 'xx-xx')).statusCode).toBe(404);
  });
});
