import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  ERROR_CODES,
  MAX_COUPON_CODE_LENGTH,
  useEventBus,
  type ApiError,
  type Cart,
} from '@storefront/shared-contracts';
import { Button } from '@storefront/shared-ui';
import { useApplyCouponMutation, useRemoveCouponMutation } from '../api/cart-api';

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A text button, 44 px high for a finger. */
const TextButton = styled.button`
  font: inherit;
  background: none;
  border: 0;
  padding: 0;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: underline;
  cursor: pointer;
  justify-self: start;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  input {
    font: inherit;
    flex: 1 1 10rem;
    min-width: 0;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-transform: uppercase;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const errorMessageId = (error: ApiError | undefined) =>
  error?.code === ERROR_CODES.invalidCoupon ? 'cart.error.couponInvalid' : 'cart.error.couponNotApplicable';

/**
 * The cart's coupon (spec 2.4): a form that opens and closes, apply and remove. A refused code stays in the field
 * with the spec's message under it; success is a toast.
 */
export function CouponForm({ cart, iso }: { cart: Cart; iso: string }) {
  const intl = useIntl();
  const bus = useEventBus();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [applyCoupon, applying] = useApplyCouponMutation();
  const [removeCoupon, removing] = useRemoveCouponMutation();
  const say = (kind: 'success' | 'error', id: string) =>
    bus.emit('ui:toast', { kind, message: intl.formatMessage({ id }) });

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    const result = await applyCoupon({ iso, code: code.trim() });
    if ('error' in result) {
      setProblem(errorMessageId(result.error as ApiError | undefined));
      return;
    }
    setProblem(null);
    setCode('');
    setOpen(false);
    say('success', 'cart.toast.couponApplied');
  };

  const remove = async () => {
    const result = await removeCoupon({ iso });
    if ('error' in result) {
      setProblem('cart.error.couponRemove');
      say('error', 'cart.error.couponRemove');
      return;
    }
    setProblem(null);
    say('success', 'cart.toast.couponRemoved');
  };

  if (cart.coupon) {
    return (
      <Box data-testid="cart-coupon">
        <Row>
          <span data-testid="cart-coupon-applied">
            <FormattedMessage id="cart.coupon.applied" values={{ code: cart.coupon }} />
          </span>
          <TextButton type="button" onClick={remove} disabled={removing.isLoading} data-testid="cart-coupon-remove">
            <FormattedMessage id="cart.coupon.remove" />
          </TextButton>
        </Row>
        {cart.couponIssue ? (
          <p data-testid="cart-coupon-issue">
            <FormattedMessage id="cart.coupon.notApplicable" />
          </p>
        ) : null}
        {problem ? (
          <Problem role="alert" data-testid="cart-coupon-error">
            <FormattedMessage id={problem} />
          </Problem>
        ) : null}
      </Box>
    );
  }

  return (
    <Box data-testid="cart-coupon">
      <TextButton
        type="button"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => {
          setOpen(!open);
          setProblem(null);
        }}
        data-testid="cart-coupon-toggle"
      >
        <FormattedMessage id="cart.coupon.toggle" />
      </TextButton>
      {open ? (
        <form id={formId} onSubmit={apply} noValidate data-testid="cart-coupon-form">
          <Row>
            <input
              aria-label={intl.formatMessage({ id: 'cart.coupon.label' })}
              placeholder={intl.formatMessage({ id: 'cart.coupon.label' })}
              value={code}
              maxLength={MAX_COUPON_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${formId}-problem` : undefined}
              data-testid="cart-coupon-input"
            />
            <Button type="submit" disabled={applying.isLoading} data-testid="cart-coupon-apply">
              <FormattedMessage id="cart.coupon.apply" />
            </Button>
          </Row>
          {problem ? (
            <Problem id={`${formId}-problem`} role="alert" data-testid="cart-coupon-error">
              <FormattedMessage id={problem} />
            </Problem>
          ) : null}
        </form>
      ) : null}
    </Box>
  );
}
