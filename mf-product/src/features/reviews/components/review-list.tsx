import { useState } from 'react';
import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { langParam, useLanguage, useStorefront, type ProductDetail } from '@storefront/shared-contracts';
import { Button } from '@storefront/shared-ui';
import { useGetReviewsQuery } from '../api/reviews-api';
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

/** The product's reviews, newest first, 5 a page: page 1 comes with the product, further pages on demand. */
export function ReviewList({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const storefront = useStorefront();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, isFetching, isError } = useGetReviewsQuery(
    { iso: storefront.iso, slug: product.slug, page, ...langParam(storefront.iso, language) },
    { skip: page === 1 },
  );
  const reviews = page === 1 ? product.reviews : data;
  const pageCount = product.reviews.pageCount;

  if (product.reviews.total === 0) return <p>{intl.formatMessage({ id: 'product.reviews.none' })}</p>;
  return (
    <div aria-busy={isFetching}>
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
            <ReviewItem key={review.id} review={review} />
          ))}
        </List>
      ) : (
        <p role="status">{intl.formatMessage({ id: 'product.loading' })}</p>
      )}
      {pageCount > 1 ? (
        <Pager aria-label={intl.formatMessage({ id: 'product.reviews.pages' })}>
          <Button
            type="button"
            $variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            data-testid="reviews-previous"
          >
            {intl.formatMessage({ id: 'product.reviews.previous' })}
          </Button>
          <span data-testid="reviews-page">
            {intl.formatMessage({ id: 'product.reviews.page' }, { page, count: pageCount })}
          </span>
          <Button
            type="button"
            $variant="secondary"
            disabled={page >= pageCount}
            onClick={() => setPage(page + 1)}
            data-testid="reviews-next"
          >
            {intl.formatMessage({ id: 'product.reviews.next' })}
          </Button>
        </Pager>
      ) : null}
    </div>
  );
}
