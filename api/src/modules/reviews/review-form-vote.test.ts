import { apiPaths } from '@storefront/shared-contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SHOP_FORM } from '../../test/form-add-client';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { VISITOR_COOKIE } from '../metrics/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** The vote's form as a browser on the shop's own origin posts it (no fields), with the visitor cookie it holds. */
const post = (
  reviewId: number,
  { visitor, again = false, headers = SHOP_FORM, app = t.app, iso = 'en-en', query = '' } = {} as {
    visitor?: string;
    again?: boolean;
    headers?: Record<string, string>;
    app?: FastifyInstance;
    iso?: string;
    /** The rest of the form's address, as the page wrote it (`reviews-page=2`). */
    query?: string;
  },
) =>
  app.inject({
    method: 'POST',
    url: [apiPaths.reviewUsefulForm(iso, reviewId), [again ? 'again=1' : '', query].filter(Boolean).join('&')]
      .filter(Boolean)
      .join('?'),
    headers,
    payload: '',
    ...(visitor ? { cookies: { [VISITOR_COOKIE]: visitor } } : {}),
  });

const visitorOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === VISITOR_COOKIE)?.value;

/** The newest review of the (offset+1)th product with reviews: the first of its product page's reviews. */
async function review(offset: number): Promise<{ id: number; slug: string; base: number }> {
  const { rows } = await t.db.query<{ id: number; slug: string; base: number }>(
    `SELECT r.id, p.slug, r.useful_count AS base FROM products p
     JOIN LATERAL (SELECT id, useful_count FROM reviews WHERE product_id = p.id ORDER BY reviewed_on DESC, id DESC LIMIT 1) r ON true
     WHERE p.review_count > 0 ORDER BY p.id DESC LIMIT 1 OFFSET $1`,
    [offset],
  );
  if (!rows[0]) throw new Error('no review');
  return rows[0];
}

const votesFor = async (reviewId: number) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_useful_votes WHERE review_id = $1', [
      reviewId,
    ])
  ).rows[0]!.n;

describe('POST /api/{iso}/reviews/{reviewId}/useful/form (the vote without JavaScript)', () => {
  it("counts a first-time visitor's one tap: 307 with the visitor cookie, the same post again, 303 to the review", async () => {
    const r = await review(0);
    const first = await post(r.id);
    expect(first.statusCode).toBe(307);
    expect(first.headers.location).toBe(`/api/en-en/reviews/${r.id}/useful/form?again=1`);
    expect(first.headers['cache-control']).toBe('no-store');
    const visitor = visitorOf(first);
    expect(visitor).toMatch(/^[a-f0-9]{32}$/);
    expect(await votesFor(r.id)).toBe(0);

    // What the browser does with a 307: the same post to the new address, now with the cookie.
    const counted = await post(r.id, { visitor, again: true });
    expect(counted.statusCode).toBe(303);
    expect(counted.headers.location).toBe(`/product/${r.slug}?voted=${r.id}&useful=${r.base + 1}#review-${r.id}`);
    expect(await votesFor(r.id)).toBe(1);

    // The same visitor again changes nothing, and the page says it counted before.
    const repeat = await post(r.id, { visitor });
    expect(repeat.headers.location).toBe(`/product/${r.slug}?voted-before=${r.id}&useful=${r.base + 1}#review-${r.id}`);
    expect(await votesFor(r.id)).toBe(1);
  });

  it('sends a browser that kept no cookie back to the review with the reason, not round again, and counts nothing', async () => {
    const r = await review(1);
    const again = await post(r.id, { again: true });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/product/${r.slug}?vote-error=cookies&review=${r.id}#review-${r.id}`);
    expect(await votesFor(r.id)).toBe(0);
  });

  it("goes back to the review in the page's storefront", async () => {
    const r = await review(2);
    const visitor = visitorOf(await post(r.id, { iso: 'de-de' }));
    const counted = await post(r.id, { visitor, iso: 'de-de' });
    expect(counted.headers.location).toBe(`/de/produkt/${r.slug}?voted=${r.id}&useful=${r.base + 1}#review-${r.id}`);
  });

  it('comes back to the reviews page the vote was posted from, through the 307 as well', async () => {
    const r = await review(6);
    const first = await post(r.id, { query: 'reviews-page=3' });
    expect(first.statusCode).toBe(307);
    expect(first.headers.location).toBe(`/api/en-en/reviews/${r.id}/useful/form?again=1&reviews-page=3`);
    const counted = await post(r.id, { visitor: visitorOf(first), again: true, query: 'reviews-page=3' });
    expect(counted.headers.location).toBe(
      `/product/${r.slug}?reviews-page=3&voted=${r.id}&useful=${r.base + 1}#review-${r.id}`,
    );
  });

  it('drops a reviews page that names none (page 1 is the product page) and still counts the vote', async () => {
    const r = await review(7);
    const visitor = visitorOf(await post(r.id));
    for (const page of ['1', '0', 'abc', '2%3Cscript%3E', '99999']) {
      const response = await post(r.id, { visitor, query: `reviews-page=${page}` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(new RegExp(`^/product/${r.slug}\\?voted(-before)?=${r.id}&useful=`));
    }
    expect(await votesFor(r.id)).toBe(1);
  });

  it('refuses a post without Origin or from another site with 403, and counts nothing', async () => {
    const r = await review(3);
    const visitor = visitorOf(await post(r.id));
    const { origin: _origin, ...noOrigin } = SHOP_FORM;
    const missing = await post(r.id, { visitor, headers: noOrigin });
    expect(missing.statusCode).toBe(403);
    expect(errorOf(missing).message).toMatch(/sent from the shop’s product page/);
    const foreign = await post(r.id, { visitor, headers: { ...SHOP_FORM, origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(await votesFor(r.id)).toBe(0);
  });

  it('answers an unknown review with 404 and an id that is no review id with 400', async () => {
    const unknown = await post(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'NOT_FOUND' });
    expect(visitorOf(unknown)).toBeUndefined();
    const bad = await t.app.inject({ method: 'POST', url: '/api/en-en/reviews/abc/useful/form', headers: SHOP_FORM });
    expect(bad.statusCode).toBe(400);
  });

  it('sends a client over the vote limit back to the review with the reason, and counts nothing more', async () => {
    // A factor of 0.05 leaves one vote a minute.
    const strict = await t.withConfig({ rateLimitFactor: 0.05 });
    const [a, b] = [await review(4), await review(5)];
    const visitor = visitorOf(await post(a.id, { app: strict }));
    const second = await post(a.id, { app: strict, visitor, again: true });
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(`/product/${a.slug}?vote-error=busy&review=${a.id}#review-${a.id}`);
    const third = await post(b.id, { app: strict, visitor });
    expect(third.headers.location).toBe(`/product/${b.slug}?vote-error=busy&review=${b.id}#review-${b.id}`);
    expect(await votesFor(a.id)).toBe(0);
    expect(await votesFor(b.id)).toBe(0);
  });
});
