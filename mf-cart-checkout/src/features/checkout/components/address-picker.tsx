import { useState } from 'react';
import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { SelectField } from '@storefront/shared-ui/field';
import { Modal } from '@storefront/shared-ui/modal';
import {
  emptyAddress,
  validateCheckoutForm,
  emptyCheckoutForm,
  type CheckoutAccountAddress,
  type CheckoutAddress,
  type CheckoutErrors,
} from '@storefront/shared-contracts';
import styled from 'styled-components';
import { useAddAccountAddressMutation } from '../api/checkout-api';
import { toCheckoutAddress } from '../checkout-form-state';
import { AddressFields } from './address-fields';
import { ErrorText } from '../../../lib/forms/form-styles';
import { countryOptions } from '../../../lib/forms/checkout-field';
import { countryName } from '../../../lib/intl/display-names';

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
  address {
    font-style: normal;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  .note {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface AddressPickerProps {
  addresses: CheckoutAccountAddress[];
  countries: Array<{ iso: string; name: string }>;
  open: boolean;
  onClose: () => void;
  /** The shopper picked (or added) an address for the delivery. */
  onPick: (address: CheckoutAddress) => void;
}

/**
 * "Choose from your addresses": the logged-in shopper's address book in a modal. Addresses in countries this
 * storefront does not deliver to are shown but cannot be chosen; a new address is saved to the book and used.
 */
export function AddressPicker({ addresses, countries, open, onClose, onPick }: AddressPickerProps) {
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<CheckoutAddress>(() => emptyAddress(countries[0]?.iso ?? ''));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [failed, setFailed] = useState(false);
  const [add, { isLoading }] = useAddAccountAddressMutation();

  const pick = (address: CheckoutAddress) => {
    onPick(address);
    onClose();
    setAdding(false);
  };

  const save = async () => {
    const found = validateCheckoutForm({ ...emptyCheckoutForm(), email: 'x@example.com', delivery: draft });
    const mine = Object.fromEntries(Object.entries(found).filter(([path]) => path.startsWith('delivery.')));
    setErrors(mine);
    if (Object.keys(mine).length) return;
    setFailed(false);
    const result = await add({
      firstName: draft.firstName,
      lastName: draft.lastName,
      phone: draft.phone,
      line1: draft.address1,
      line2: draft.address2,
      city: draft.city,
      postalCode: draft.postalCode,
      state: draft.state,
      country: draft.country,
    });
    if ('data' in result && result.data) pick(draft);
    else setFailed(true);
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'checkout.account.addressesTitle' })}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'checkout.account.close' })}
      testId="checkout-address-modal"
    >
      {adding ? (
        <div data-testid="checkout-new-address">
          <SelectField
            id="checkout-new-country"
            testId="checkout-new-country"
            label={<FormattedMessage id="checkout.field.country" />}
            value={draft.country}
            onChange={(event) => setDraft({ ...draft, country: event.target.value })}
            options={countryOptions(countries, intl.locale)}
          />
          <AddressFields prefix="delivery" fieldPrefix="newAddress" value={draft} errors={errors} onChange={setDraft} />
          {failed ? (
            <ErrorText role="alert">
              <FormattedMessage id="checkout.account.saveError" />
            </ErrorText>
          ) : null}
          <Button type="button" onClick={() => void save()} disabled={isLoading} data-testid="checkout-save-address">
            <FormattedMessage id="checkout.account.saveAddress" />
          </Button>
        </div>
      ) : (
        <>
          {addresses.length === 0 ? (
            <p>
              <FormattedMessage id="checkout.account.noAddresses" />
            </p>
          ) : (
            <Cards>
              {addresses.map((a) => (
                <li key={a.id} data-testid="checkout-saved-address">
                  <address>
                    {a.firstName} {a.lastName}
                    <br />
                    {a.address1} {a.address2}
                    <br />
                    {[a.postalCode, a.city, a.state].filter(Boolean).join(' ')}
                    <br />
                    {countryName(intl.locale, a.country)}
                  </address>
                  {a.allowed ? (
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() => pick(toCheckoutAddress(a))}
                      data-testid="checkout-use-address"
                    >
                      <FormattedMessage id="checkout.account.useAddress" />
                    </Button>
                  ) : (
                    <p className="note">
                      <FormattedMessage id="checkout.account.notDelivered" />
                    </p>
                  )}
                </li>
              ))}
            </Cards>
          )}
          <Button type="button" onClick={() => setAdding(true)} data-testid="checkout-add-address">
            <FormattedMessage id="checkout.account.addAddress" />
          </Button>
        </>
      )}
    </Modal>
  );
}
