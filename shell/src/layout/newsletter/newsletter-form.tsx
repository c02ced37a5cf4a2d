import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { ERROR_CODES, isApiError, STOREFRONTS, useStorefrontSelector } from '@storefront/shared-contracts';
import { Button } from '@storefront/shared-ui';
import { useSubscribeMutation } from './newsletter-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 420px;
  h2 {
    font-size: 1rem;
    margin: 0;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  button {
    flex: none;
    min-height: ${({ theme }) => theme.touchTarget};
  }
  input {
    flex: 1;
    width: 100%;
    min-width: 0;
    min-height: ${({ theme }) => theme.touchTarget};
    font: inherit;
    /* 16 px: a phone's browser zooms into a smaller field on focus. */
    font-size: max(1rem, 16px);
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
  }
`;

/** Good enough to catch typos; the api decides (spec 5: "Please provide a valid email address."). */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Outcome = 'subscribed' | 'invalid' | 'failed' | null;

/**
 * Spec 2.4 footer newsletter: "sign up and get 10% off". Double opt-in: the api answers every sign-up
 * alike, so the form asks to confirm from the e-mail; the code follows the confirmation.
 */
export function NewsletterForm() {
  const intl = useIntl();
  const id = useId();
  const { storefront, language } = useStorefrontSelector((state) => state.shared);
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!LOOKS_LIKE_EMAIL.test(email.trim())) {
      setOutcome('invalid');
      return;
    }
    const result = await subscribe({ email: email.trim(), iso: STOREFRONTS[storefront].iso, language });
    if ('data' in result && result.data) setOutcome('subscribed');
    else if ('error' in result && isApiError(result.error) && result.error.code === ERROR_CODES.validation)
      setOutcome('invalid');
    else setOutcome('failed');
  };

  const message = {
    subscribed: 'shell.newsletter.subscribed',
    invalid: 'shell.newsletter.invalid',
    failed: 'shell.newsletter.failed',
  } as const;
  const isError = outcome === 'invalid' || outcome === 'failed';
  return (
    <Form onSubmit={submit} noValidate data-testid="newsletter">
      <h2 id={`${id}-title`}>
        <FormattedMessage id="shell.newsletter.title" />
      </h2>
      <div>
        <input
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-labelledby={`${id}-title`}
          placeholder={intl.formatMessage({ id: 'shell.newsletter.placeholder' })}
          aria-invalid={outcome === 'invalid'}
          aria-describedby={outcome ? `${id}-outcome` : undefined}
          data-testid="newsletter-email"
        />
        <Button type="submit" disabled={isLoading} data-testid="newsletter-submit">
          <FormattedMessage id="shell.newsletter.submit" />
        </Button>
      </div>
      {outcome ? (
        <p id={`${id}-outcome`} role={isError ? 'alert' : 'status'} data-testid="newsletter-outcome">
          <FormattedMessage id={message[outcome]} />
        </p>
      ) : null}
    </Form>
  );
}
