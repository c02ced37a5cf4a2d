import { useState, type FormEvent } from 'react';
import { useIntl, useLocation } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  apiPaths,
  ERROR_CODES,
  isApiError,
  REVIEWS_PAGE_QUERY,
  useEventBus,
  useStorefront,
} from '@storefront/shared-contracts';
import { useVoteUsefulMutation } from '../api/reviews-api';
import { readVoteResult } from '../vote-result';

const Row = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  button {
    font: inherit;
    cursor: pointer;
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(3)};
  }
  button:disabled {
    cursor: default;
    opacity: 0.7;
  }
`;

const Refusal = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

type Voted = 'no' | 'now' | 'before';

/** The form's address: on a later reviews page it names the page, so the api's answer comes back to it. */
const formAction = (iso: string, reviewId: number, page: number): string =>
  apiPaths.reviewUsefulForm(iso, reviewId) + (page > 1 ? `?${REVIEWS_PAGE_QUERY}=${page}` : '');

/**
 * "{amount} found this useful" and the vote. The api counts one vote per returning visitor (a cookie); after a vote,
 * or when the api says this visitor voted before, the button stays disabled with the count the api gives.
 *
 * The vote is a form: posted without JavaScript (or before the page's runs) the api answers with this product page,
 * whose query says how the vote went for which review (`readVoteResult`); the review shows it as a vote on the
 * hydrated page does, with the api's count, since a kept page may show one some seconds old. Hydrated, the form's
 * submit is the mutation and no new page.
 */
export function UsefulVote({ reviewId, initialCount, page }: { reviewId: number; initialCount: number; page: number }) {
  const intl = useIntl();
  const bus = useEventBus();
  const storefront = useStorefront();
  const { search } = useLocation();
  const [vote, { isLoading }] = useVoteUsefulMutation();
  const answered = readVoteResult(search);
  const mine = answered?.reviewId === reviewId ? answered : null;
  const [state, setState] = useState<{ count: number; voted: Voted }>(() => ({
    // A count lower than the page's is no answer of the api's (the page's is never ahead of it).
    count: Math.max(initialCount, mine?.count ?? 0),
    voted: mine?.outcome === 'now' || mine?.outcome === 'before' ? mine.outcome : 'no',
  }));
  const [refusal, setRefusal] = useState(mine?.outcome === 'cookies' || mine?.outcome === 'busy' ? mine.outcome : null);

  const onVote = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    let result = await vote({ iso: storefront.iso, reviewId });
    // The api counts votes of visitors it knew before the request; a first one gives this browser its visitor
    // cookie (409, not counted), so asking once more counts it.
    if ('error' in result && isApiError(result.error) && result.error.code === ERROR_CODES.voteNeedsVisitor)
      result = await vote({ iso: storefront.iso, reviewId });
    if ('data' in result && result.data) {
      setState({ count: result.data.usefulCount, voted: result.data.alreadyVoted ? 'before' : 'now' });
    } else {
      bus.emit('ui:toast', { kind: 'error', message: intl.formatMessage({ id: 'product.reviews.voteFailed' }) });
    }
  };

  return (
    <>
      <Row method="post" action={formAction(storefront.iso, reviewId, page)} onSubmit={onVote}>
        <span data-testid="review-useful-count">
          {intl.formatMessage({ id: 'product.reviews.useful' }, { amount: state.count })}
        </span>
        <button type="submit" disabled={state.voted !== 'no' || isLoading} data-testid="review-useful-vote">
          {intl.formatMessage({
            id:
              state.voted === 'no'
                ? 'product.reviews.vote'
                : state.voted === 'now'
                  ? 'product.reviews.voted'
                  : 'product.reviews.votedBefore',
          })}
        </button>
      </Row>
      {refusal ? (
        <Refusal role="alert" data-testid="review-useful-refusal">
          {intl.formatMessage({
            id: refusal === 'cookies' ? 'product.reviews.voteNeedsCookies' : 'product.reviews.voteBusy',
          })}
        </Refusal>
      ) : null}
    </>
  );
}
