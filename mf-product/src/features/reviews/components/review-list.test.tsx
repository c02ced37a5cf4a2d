import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { exampleProduct, exampleReview } from '@storefront/shared-contracts/testing';
import { productApi } from '../../../api/product-api';
import en from '../../../i18n/en.json';
import { ReviewList } from './review-list';

const firstPage = {
  items: [
    exampleReview(),
    exampleReview({
      id: 502,
      verified: false,
      originalLanguage: 'de',
      usefulCount: 0,
      reviewedAt: '2024-01-31T23:30:00Z',
    }),
  ],
  total: 7,
  page: 1,
  pageCount: 2,
};

function setup(routes: Parameters<typeof fakeHttp>[0] = {}, route = '/product/amnesia-haze-auto') {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
  store.inject(productApi);
  renderWithProviders(<ReviewList product={exampleProduct({ reviewCount: 7, reviews: firstPage })} />, {
    store,
    http,
    messages: en,
    route,
  });
  return { requests };
}

describe('ReviewList', () => {
  it('shows rating, "Reviewed at {date}" (in UTC), the verified badge and the source language of a translation', () => {
    setup();
    const [first, second] = screen.getAllByTestId('review');
    expect(within(first!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first!).getByTestId('review-date')).toHaveTextContent('Reviewed at March 5, 2024');
    expect(within(first!).getByTestId('review-verified')).toHaveTextContent('Verified purchase');
    expect(within(first!).queryByTestId('review-translated')).toBeNull();
    expect(within(second!).getByTestId('review-date')).toHaveTextContent('Reviewed at January 31, 2024');
    expect(within(second!).queryByTestId('review-verified')).toBeNull();
    expect(within(second!).getByTestId('review-translated')).toHaveTextContent('Translated from German');
  });

  it('counts a useful vote once: the button then stays disabled with the count the api gives', async () => {
    const { requests } = setup({
      'POST /api/en-en/reviews/501/useful': {
        status: 200,
        data: { reviewId: 501, usefulCount: 4, voted: true, alreadyVoted: false },
      },
    });
    const [first] = screen.getAllByTestId('review');
    expect(within(first!).getByTestId('review-useful-count')).toHaveTextContent('3 found this useful');
    await act(async () => {
      fireEvent.click(within(first!).getByTestId('review-useful-vote'));
    });
    expect(within(first!).getByTestId('review-useful-count')).toHaveTextContent('4 found this useful');
    expect(within(first!).getByTestId('review-useful-vote')).toBeDisabled();
    expect(within(first!).getByTestId('review-useful-vote')).toHaveTextContent('Thanks for your vote');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('asks once more when the api made this browser a visitor only now (409 VOTE_NEEDS_VISITOR)', async () => {
    let calls = 0;
    const { requests } = setup({
      'POST /api/en-en/reviews/501/useful': () =>
        ++calls === 1
          ? {
              status: 409,
              data: { statusCode: 409, code: 'VOTE_NEEDS_VISITOR', message: 'Votes count from returning visitors.' },
            }
          : { status: 200, data: { reviewId: 501, usefulCount: 4, voted: true, alreadyVoted: false } },
    });
    const [first] = screen.getAllByTestId('review');
    await act(async () => {
      fireEvent.click(within(first!).getByTestId('review-useful-vote'));
    });
    expect(within(first!).getByTestId('review-useful-count')).toHaveTextContent('4 found this useful');
    expect(within(first!).getByTestId('review-useful-vote')).toHaveTextContent('Thanks for your vote');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('says so when this visitor had voted before', async () => {
    setup({
      'POST /api/en-en/reviews/502/useful': {
        status: 200,
        data: { reviewId: 502, usefulCount: 1, voted: true, alreadyVoted: true },
      },
    });
    const second = screen.getAllByTestId('review')[1]!;
    await act(async () => {
      fireEvent.click(within(second).getByTestId('review-useful-vote'));
    });
    expect(within(second).getByTestId('review-useful-vote')).toHaveTextContent('You already voted');
    expect(within(second).getByTestId('review-useful-count')).toHaveTextContent('1 found this useful');
  });

  const secondPage = { items: [exampleReview({ id: 600, title: 'Late bloomer' })], total: 7, page: 2, pageCount: 2 };
  const secondPageRoute = {
    'GET /api/en-en/products/amnesia-haze-auto/reviews?page=2': { status: 200, data: secondPage },
  };

  it('pages through the reviews with links to each page, which the shell follows in place', async () => {
    setup(secondPageRoute);
    expect(screen.getByTestId('reviews-page')).toHaveTextContent('Page 1 of 2');
    expect(screen.getByTestId('reviews-previous')).toBeDisabled();
    // A real link: followed natively before the page's JavaScript, and without it.
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/product/amnesia-haze-auto?reviews-page=2#reviews');
    fireEvent.click(next);
    expect(await screen.findByText('Late bloomer')).toBeInTheDocument();
    expect(screen.getAllByTestId('review')).toHaveLength(1);
    expect(screen.getByTestId('reviews-page')).toHaveTextContent('Page 2 of 2');
    expect(screen.getByTestId('reviews-next')).toBeDisabled();
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('href', '/product/amnesia-haze-auto?reviews-page=1#reviews');
    fireEvent.click(previous);
    expect(screen.getAllByTestId('review')).toHaveLength(2);
    expect(screen.getByTestId('reviews-page')).toHaveTextContent('Page 1 of 2');
  });

  it("opens at the page its address names, and a vote's form there comes back to it", async () => {
    setup(secondPageRoute, '/product/amnesia-haze-auto?reviews-page=2#reviews');
    expect(await screen.findByText('Late bloomer')).toBeInTheDocument();
    expect(screen.getByTestId('reviews-page')).toHaveTextContent('Page 2 of 2');
    expect(screen.getByTestId('review').closest('#reviews')).not.toBeNull();
    expect(screen.getByTestId('review-useful-vote').closest('form')).toHaveAttribute(
      'action',
      '/api/en-en/reviews/600/useful/form?reviews-page=2',
    );
  });

  it('shows the nearest page for an address that names none (an old link, an edited address)', async () => {
    setup(secondPageRoute, '/product/amnesia-haze-auto?reviews-page=9');
    expect(await screen.findByText('Late bloomer')).toBeInTheDocument();
    expect(screen.getByTestId('reviews-page')).toHaveTextContent('Page 2 of 2');
  });

  it('shows page 1, from the product, for a page that is no number', () => {
    const { requests } = setup(secondPageRoute, '/product/amnesia-haze-auto?reviews-page=2x');
    expect(screen.getByTestId('reviews-page')).toHaveTextContent('Page 1 of 2');
    expect(screen.getAllByTestId('review')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('is a form that posts the vote to the api, so it counts without JavaScript', () => {
    setup();
    const form = screen.getAllByTestId('review-useful-vote')[0]!.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/en-en/reviews/501/useful/form');
    expect(screen.getAllByTestId('review')[0]).toHaveAttribute('id', 'review-501');
  });

  it("shows the answer of a vote the form posted on the review it was for, with the api's count", () => {
    setup({}, '/product/amnesia-haze-auto?voted=501&useful=9#review-501');
    const [first, second] = screen.getAllByTestId('review');
    expect(within(first!).getByTestId('review-useful-count')).toHaveTextContent('9 found this useful');
    expect(within(first!).getByTestId('review-useful-vote')).toHaveTextContent('Thanks for your vote');
    expect(within(first!).getByTestId('review-useful-vote')).toBeDisabled();
    expect(within(second!).getByTestId('review-useful-vote')).toBeEnabled();
  });

  it("says a form vote counted before, and keeps the page's count over a lower one in the address", () => {
    setup({}, '/product/amnesia-haze-auto?voted-before=501&useful=1');
    const [first] = screen.getAllByTestId('review');
    expect(within(first!).getByTestId('review-useful-vote')).toHaveTextContent('You already voted');
    expect(within(first!).getByTestId('review-useful-count')).toHaveTextContent('3 found this useful');
  });

  it('says why a form vote did not count, beside the review, with the vote still to tap', async () => {
    const { requests } = setup(
      {
        'POST /api/en-en/reviews/502/useful': {
          status: 200,
          data: { reviewId: 502, usefulCount: 1, voted: true, alreadyVoted: false },
        },
      },
      '/product/amnesia-haze-auto?vote-error=cookies&review=502',
    );
    const [first, second] = screen.getAllByTestId('review');
    expect(within(first!).queryByRole('alert')).toBeNull();
    expect(within(second!).getByRole('alert')).toHaveTextContent(
      'Votes count from returning visitors. Allow this shop’s cookies, then tap “Useful” again.',
    );
    await act(async () => {
      fireEvent.click(within(second!).getByTestId('review-useful-vote'));
    });
    expect(within(second!).queryByRole('alert')).toBeNull();
    expect(within(second!).getByTestId('review-useful-count')).toHaveTextContent('1 found this useful');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says so when the form vote came back refused as one of too many', () => {
    setup({}, '/product/amnesia-haze-auto?vote-error=busy&review=501');
    const [first] = screen.getAllByTestId('review');
    expect(within(first!).getByRole('alert')).toHaveTextContent(
      'Too many votes from this connection just now. Please try again in a minute.',
    );
    expect(within(first!).getByTestId('review-useful-vote')).toBeEnabled();
  });

  it('ignores an address that names no vote it knows', () => {
    setup({}, '/product/amnesia-haze-auto?vote-error=hacked&review=501&voted=abc');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByTestId('review-useful-vote').map((b) => b.textContent)).toEqual(['Useful', 'Useful']);
  });
});
