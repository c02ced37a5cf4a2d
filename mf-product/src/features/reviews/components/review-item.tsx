import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { reviewAnchor, type Review } from '@storefront/shared-contracts';
import { UsefulVote } from './useful-vote';

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(4)} 0;
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.brand};
  letter-spacing: 0.1em;
`;

const Verified = styled.span`
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 600;
  &::before {
    content: '✓ ';
  }
`;

/** Dates in UTC: the server and the browser must write the same day (no hydration mismatch). */
const DATE_FORMAT = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

function languageName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * One review: rating, "Reviewed at {date}", verified badge, the source language of a translation, the useful vote.
 * `page`: the reviews page it is shown on, where a vote's form post comes back to.
 */
export function ReviewItem({ review, page }: { review: Review; page: number }) {
  const intl = useIntl();
  return (
    <Item id={reviewAnchor(review.id)} data-testid="review">
      <Stars
        role="img"
        aria-label={intl.formatMessage({ id: 'product.reviews.rating' }, { rating: review.rating })}
        data-testid="review-rating"
      >
        {'★'.repeat(review.rating)}
        {'☆'.repeat(5 - review.rating)}
      </Stars>
      <h4>{review.title}</h4>
      <Meta>
        <span>{review.author}</span>
        <span data-testid="review-date">
          {intl.formatMessage(
            { id: 'product.reviews.reviewedAt' },
            { date: intl.formatDate(review.reviewedAt, DATE_FORMAT) },
          )}
        </span>
        {review.verified ? (
          <Verified data-testid="review-verified">{intl.formatMessage({ id: 'product.reviews.verified' })}</Verified>
        ) : null}
        {review.originalLanguage ? (
          <span data-testid="review-translated">
            {intl.formatMessage(
              { id: 'product.reviews.translatedFrom' },
              { language: languageName(intl.locale, review.originalLanguage) },
            )}
          </span>
        ) : null}
      </Meta>
      <p>{review.body}</p>
      <UsefulVote reviewId={review.id} initialCount={review.usefulCount} page={page} />
    </Item>
  );
}
