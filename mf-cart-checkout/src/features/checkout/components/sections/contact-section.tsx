import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import { TextField } from '@storefront/shared-ui/field';
import type { CheckoutView } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { checkoutErrorId, checkoutField } from '../../../../lib/forms/checkout-field';
import { Fieldset } from '../../../../lib/forms/form-styles';
import type { SectionProps } from './section-props';

/** A long e-mail address wraps instead of widening a phone's page. */
const AccountNote = styled.p`
  overflow-wrap: anywhere;
`;

/** Contact: the signed-in shopper's address (posted hidden), or an e-mail field. */
export function ContactSection({
  form,
  errors,
  update,
  account,
}: SectionProps & { account: CheckoutView['account'] | null }) {
  const intl = useIntl();
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="checkout.contact" />
      </legend>
      {account ? (
        <>
          <input type="hidden" name="email" value={account.email} />
          <AccountNote data-testid="checkout-account-email">
            <FormattedMessage id="checkout.account.email" values={{ email: <strong>{account.email}</strong> }} />
          </AccountNote>
        </>
      ) : (
        <TextField
          {...checkoutField('email', checkoutErrorId(errors, 'email'))}
          type="email"
          autoComplete="email"
          aria-required
          maxLength={254}
          label={intl.formatMessage({ id: 'checkout.field.email' })}
          value={form.email}
          onChange={(event) => update({ ...form, email: event.target.value })}
        />
      )}
    </Fieldset>
  );
}
