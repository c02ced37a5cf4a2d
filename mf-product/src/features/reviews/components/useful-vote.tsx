import { useState } from 'react';
import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { ERROR_CODES, isApiError, useEventBus, useStorefront } from '@storefront/shared-contracts';
import { useVoteUsefulMutation } from '../api/reviews-api';

const Row = styled.p`
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

/**
 * "{amount} found this useful" and the vote. The api counts one vote per returning visitor (a cookie); after a vote,
 * or when the api says this visitor voted before, the button stays disabled with the count the api gives.
 */
export function UsefulVote({ reviewId, initialCount }: { reviewId: number; initialCount: number }) {
  const intl = useIntl();
  const bus = useEventBus();
  const storefront = useStorefront();
  const [vote, { isLoading }] = useVoteUsefulMutation();
  const [state, setState] = useState<{ count: number; voted: 'no' | 'now' | 'before' }>({
    count: initialCount,
    voted: 'no',
  });

  const onVote = async () => {
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
    <Row>
      <span data-testid="review-useful-count">
        {intl.formatMessage({ id: 'product.reviews.useful' }, { amount: state.count })}
      </span>
      <button
        type="button"
        onClick={onVote}
        disabled={state.voted !== 'no' || isLoading}
        data-testid="review-useful-vote"
      >
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
  );
}
