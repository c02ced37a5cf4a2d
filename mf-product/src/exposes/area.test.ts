import { createEventBus, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { exampleProduct, exampleReview } from '@storefront/shared-contracts/testing';
import { fakeHttp } from '@storefront/build-tools/test-utils';
import { reviewsApi, reviewsArgs } from '../features/reviews/api/reviews-api';
import area from './area';

const product = exampleProduct({
  reviewCount: 12,
  reviews: { items: [exampleReview()], total: 12, page: 1, pageCount: 3 },
});
const productUrl = `GET /api/en-en/products/${product.slug}`;
const reviewsUrl = (page: number) => `GET /api/en-en/products/${product.slug}/reviews?page=${page}`;

/** The server render's prefetch of the product page at `search`: what it asked the api, and what the store holds. */
async function prefetch(search: string) {
  const { http, requests } = fakeHttp({
    [productUrl]: { status: 200, data: product },
    [reviewsUrl(2)]: { status: 200, data: { ...product.reviews, page: 2 } },
    [reviewsUrl(3)]: { status: 200, data: { ...product.reviews, page: 3 } },
  });
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront: 'en', language: 'en' }) },
  });
  area.setup?.({ store, bus: createEventBus(), http });
  await area.pages!['product-slug']!.prefetch!({
    store,
    storefront: 'en',
    iso: 'en-en',
    language: 'en',
    params: { slug: product.slug },
    query: new URLSearchParams(search),
  });
  const select = (page: number) =>
    reviewsApi.endpoints.getReviews.select(reviewsArgs('en-en', product.slug, page, 'en'));
  // The store's state type knows the shared slice only; the area injected its api at setup.
  const cached = (page: number) =>
    select(page)(store.getState() as unknown as Parameters<ReturnType<typeof select>>[0]).data;
  return { urls: requests.map((r) => `${r.method} ${r.url}`), cached };
}

describe("the product area's server prefetch", () => {
  it('asks for the product alone on a plain product page (page 1 of its reviews comes with it)', async () => {
    const { urls } = await prefetch('');
    expect(urls).toEqual([productUrl]);
  });

  it('asks for the reviews page the address names, so the server renders it (the pager without JavaScript)', async () => {
    const { urls, cached } = await prefetch('reviews-page=2');
    expect(urls).toEqual([productUrl, reviewsUrl(2)]);
    expect(cached(2)?.page).toBe(2);
  });

  it("asks for the product's last page for a page past it, and for none for page 1 or no number", async () => {
    expect((await prefetch('reviews-page=40')).urls).toEqual([productUrl, reviewsUrl(3)]);
    expect((await prefetch('reviews-page=1')).urls).toEqual([productUrl]);
    expect((await prefetch('reviews-page=x')).urls).toEqual([productUrl]);
  });
});
