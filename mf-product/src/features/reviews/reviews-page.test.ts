import { requestedReviewsPage, reviewsPageHref, reviewsPageWithin } from './reviews-page';

describe('the reviews page in a product page address', () => {
  it('reads a whole page number and nothing else', () => {
    expect(requestedReviewsPage('?reviews-page=3')).toBe(3);
    expect(requestedReviewsPage(new URLSearchParams('voted=5&reviews-page=2'))).toBe(2);
    for (const search of ['', '?reviews-page=', '?reviews-page=-1', '?reviews-page=1.5', '?reviews-page=two']) {
      expect(requestedReviewsPage(search)).toBeNull();
    }
  });

  it("brings the page within the product's pages", () => {
    expect(reviewsPageWithin(null, 4)).toBe(1);
    expect(reviewsPageWithin(0, 4)).toBe(1);
    expect(reviewsPageWithin(3, 4)).toBe(3);
    expect(reviewsPageWithin(9, 4)).toBe(4);
    expect(reviewsPageWithin(2, 0)).toBe(1);
  });

  it("links a page of the storefront's product address, at the reviews", () => {
    expect(reviewsPageHref('de', 'amnesia-haze', 2)).toBe('/de/produkt/amnesia-haze?reviews-page=2#reviews');
  });
});
