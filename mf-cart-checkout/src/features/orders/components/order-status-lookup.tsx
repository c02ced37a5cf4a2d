import { useState, type FormEvent } from 'react';
import { Button, FormattedMessage, useIntl, useNavigate } from '@storefront/shared-ui';
import { TextField } from '@storefront/shared-ui/field';
import { buildPath, EMAIL_PATTERN, useStorefront, type ApiError } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { ErrorText, Fieldset } from '../../../lib/forms/form-styles';
import { checkoutField } from '../../../lib/forms/checkout-field';
import { useLookUpOrderMutation, useRequestOrderLinkMutation } from '../api/orders-api';

const Lookup = styled.div`
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
  [role='tablist'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

type Mode = 'number' | 'link';

/** The order-status look-up: by e-mail and order number, or a link by e-mail (the same answer whether orders exist or not). */
export function OrderStatusLookup() {
  const intl = useIntl();
  const storefront = useStorefront();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('number');
  const [email, setEmail] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [errors, setErrors] = useState<{ email?: string; orderNumber?: string; form?: string }>({});
  const [sent, setSent] = useState(false);
  const [lookUp, lookUpState] = useLookUpOrderMutation();
  const [requestLink, linkState] = useRequestOrderLinkMutation();

  const emailError = () => (EMAIL_PATTERN.test(email.trim()) ? undefined : 'checkout.error.email');

  const viewStatus = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailError(), orderNumber: orderNumber.trim() ? undefined : 'orders.error.numberRequired' };
    setErrors(found);
    if (found.email || found.orderNumber) return;
    const result = await lookUp({ iso: storefront.iso, email, orderNumber });
    if ('data' in result && result.data) {
      const { orderNumber: number, accessKey } = result.data;
      navigate(
        `${buildPath('order-overview', storefront.code)}?order=${encodeURIComponent(number)}&key=${encodeURIComponent(accessKey)}`,
      );
      return;
    }
    const error = result.error as ApiError;
    setErrors({
      form:
        error.statusCode === 404
          ? 'orders.notFound'
          : error.statusCode === 429
            ? 'orders.error.tooMany'
            : 'checkout.error.generic',
    });
  };

  const getLink = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailError() };
    setErrors(found);
    if (found.email) return;
    const result = await requestLink({ iso: storefront.iso, email });
    if ('data' in result) setSent(true);
    else
      setErrors({
        form: (result.error as ApiError).statusCode === 429 ? 'orders.error.tooMany' : 'checkout.error.generic',
      });
  };

  const tab = (value: Mode, label: string) => (
    <Button
      type="button"
      role="tab"
      aria-selected={mode === value}
      $variant={mode === value ? 'primary' : 'secondary'}
      onClick={() => {
        setMode(value);
        setErrors({});
        setSent(false);
      }}
      data-testid={`order-status-mode-${value}`}
    >
      <FormattedMessage id={label} />
    </Button>
  );

  return (
    <Lookup>
      <div role="tablist">
        {tab('number', 'orders.knowNumber')}
        {tab('link', 'orders.dontKnowNumber')}
      </div>
      <Fieldset>
        <legend>
          <FormattedMessage id={mode === 'number' ? 'orders.knowNumber' : 'orders.dontKnowNumber'} />
        </legend>
        {sent ? (
          <p role="status" data-testid="order-status-sent">
            <FormattedMessage id="orders.linkSent" />
          </p>
        ) : (
          <form onSubmit={mode === 'number' ? viewStatus : getLink} noValidate>
            <TextField
              {...checkoutField('email', errors.email)}
              type="email"
              autoComplete="email"
              aria-required
              maxLength={200}
              label={intl.formatMessage({ id: 'checkout.field.email' })}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            {mode === 'number' ? (
              <TextField
                {...checkoutField('orderNumber', errors.orderNumber)}
                label={intl.formatMessage({ id: 'orders.orderNumber' })}
                aria-required
                maxLength={40}
                value={orderNumber}
                onChange={(event) => setOrderNumber(event.target.value)}
              />
            ) : null}
            {errors.form ? (
              <ErrorText role="alert" data-testid="order-status-error">
                <FormattedMessage id={errors.form} />
              </ErrorText>
            ) : null}
            <Button
              type="submit"
              disabled={lookUpState.isLoading || linkState.isLoading}
              data-testid="order-status-submit"
            >
              <FormattedMessage id={mode === 'number' ? 'orders.viewStatus' : 'orders.getLink'} />
            </Button>
          </form>
        )}
      </Fieldset>
    </Lookup>
  );
}
