import type { ReactNode } from 'react';
import { Link, useIntl, useLocation } from '@storefront/shared-ui';
import styled from 'styled-components';
import { REVIEWS_ANCHOR, useLanguage, useStorefront, type ProductDetail } from '@storefront/shared-contracts';
import { Button } from '@storefront/shared-ui';
import { reviewsArgs, useGetReviewsQuery } from '../api/reviews-api';
import { requestedReviewsPage, reviewsPageHref, reviewsPageWithin } from '../reviews-page';
import { ReviewItem } from './review-item';
import { ONE_DECIMAL } from '../../../lib/number-formats';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The shop's secondary button as a link: the pager's way to a page that exists. */
const PageLink = styled(Button)`
  display: inline-flex;
  align-items: center;
  text-decoration: none;
`;

/** A step of the pager: a link to the page when there is one, else the same control, disabled. */
function Step({ to, testId, rel, children }: { to: string | null; testId: string; rel: string; children: ReactNode }) {
  if (to === null) {
    return (
      <Button type="button" $variant="secondary" disabled data-testid={testId}>
        {children}
      </Button>
    );
  }
  return (
    <PageLink as={Link} to={to} rel={rel} $variant="secondary" data-testid={testId}>
      {children}
    </PageLink>
  );
}

/**
 * The product's reviews, newest first, 5 a page: page 1 comes with the product, the others on demand. The page is
 * the address's (`?reviews-page=`), and the pager's steps are links to it: before the page's JavaScript and
 * without it the server renders that page (the product area's prefetch asks for it), hydrated the shell follows the
 * link in place, and Back returns to the page before.
 */
export function ReviewList({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const storefront = useStorefront();
  const language = useLanguage();
  const { search } = useLocation();
  const pageCount = product.reviews.pageCount;
  const page = reviewsPageWithin(requestedReviewsPage(search), pageCount);
  const { data, isFetching, isError } = useGetReviewsQuery(reviewsArgs(storefront.iso, product.slug, page, language), {
    skip: page === 1,
  });
  const reviews = page === 1 ? product.reviews : data;
  const href = (n: number) => (n >= 1 && n <= pageCount ? reviewsPageHref(storefront.code, product.slug, n) : null);

  if (product.reviews.total === 0) return <p>{intl.formatMessage({ id: 'product.reviews.none' })}</p>;
  return (
    <div id={REVIEWS_ANCHOR} aria-busy={isFetching}>
      <p data-testid="reviews-summary">
        {intl.formatMessage(
          { id: 'product.rating' },
          { rating: intl.formatNumber(product.rating, ONE_DECIMAL), count: product.reviewCount },
        )}
      </p>
      {isError && !reviews ? <p role="alert">{intl.formatMessage({ id: 'product.reviews.error' })}</p> : null}
      {reviews ? (
        <List data-testid="reviews">
          {reviews.items.map((review) => (
            <ReviewItem key={review.id} review={review} page={page} />
          ))}
        </List>
      ) : (
        <p role="status">{intl.formatMessage({ id: 'product.loading' })}</p>
      )}
      {pageCount > 1 ? (
        <Pager aria-label={intl.formatMessage({ id: 'product.reviews.pages' })}>
          <Step to={href(page - 1)} rel="prev" testId="reviews-previous">
            {intl.formatMessage({ id: 'product.reviews.previous' })}
          </Step>
          <span data-testid="reviews-page">
            {intl.formatMessage({ id: 'product.reviews.page' }, { page, count: pageCount })}
          </span>
          <Step to={href(page + 1)} rel="next" testId="reviews-next">
            {intl.formatMessage({ id: 'product.reviews.next' })}
          </Step>
        </Pager>
      ) : null}
    </div>
  );
}
