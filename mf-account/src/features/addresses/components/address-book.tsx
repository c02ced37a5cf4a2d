import type { Address } from '@storefront/shared-contracts';
import { Button, CardGrid, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { Modal } from '@storefront/shared-ui/modal';
import { useState } from 'react';
import styled from 'styled-components';
import { useGetAddressesQuery, useRemoveAddressMutation, useUpdateAddressMutation } from '../api/addresses-api';
import { AddressForm } from './address-form';
import { countryName } from '../../../lib/display-names';

const Cards = styled(CardGrid).attrs({ $min: '16rem', $gap: 3 })`
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
  }
  address {
    font-style: normal;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  button {
    margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} 0 0;
  }
`;

/** The address book: spec 8's empty and error states, defaults, add/edit in a modal, remove. */
export function AddressBook() {
  const intl = useIntl();
  const { data, isError, isLoading } = useGetAddressesQuery();
  const [update] = useUpdateAddressMutation();
  const [remove] = useRemoveAddressMutation();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const makeDefault = (a: Address, kind: 'defaultShipping' | 'defaultBilling') => {
    const { id, ...rest } = a;
    void update({ ...rest, id, [kind]: true });
  };
  if (isLoading) return <p role="status">{intl.formatMessage({ id: 'account.loading' })}</p>;
  if (isError || !data)
    return (
      <p role="alert" data-testid="addresses-error">
        <FormattedMessage id="account.addresses.loadError" />
      </p>
    );
  return (
    <>
      {data.addresses.length === 0 ? (
        <p data-testid="addresses-empty">
          <FormattedMessage id="account.addresses.empty" />
        </p>
      ) : (
        <Cards data-testid="addresses">
          {data.addresses.map((a) => (
            <li key={a.id} data-testid="address-card">
              <address>
                {[a.firstName, a.lastName].join(' ')}
                <br />
                {a.line1}
                <br />
                {a.line2 ? (
                  <>
                    {a.line2}
                    <br />
                  </>
                ) : null}
                {[a.postalCode, a.city, a.state].filter(Boolean).join(' ')}
                <br />
                {countryName(intl.locale, a.country)}
                <br />
                {a.phone}
              </address>
              {a.defaultShipping ? (
                <p data-testid="badge-default-shipping">
                  <strong>
                    <FormattedMessage id="account.addresses.defaultShipping" />
                  </strong>
                </p>
              ) : null}
              {a.defaultBilling ? (
                <p data-testid="badge-default-billing">
                  <strong>
                    <FormattedMessage id="account.addresses.defaultBilling" />
                  </strong>
                </p>
              ) : null}
              <Button type="button" $variant="secondary" onClick={() => setEditing(a)} data-testid="address-edit">
                <FormattedMessage id="account.edit" />
              </Button>
              {!a.defaultShipping ? (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => makeDefault(a, 'defaultShipping')}
                  data-testid="address-make-shipping"
                >
                  <FormattedMessage id="account.addresses.makeShipping" />
                </Button>
              ) : null}
              {!a.defaultBilling ? (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => makeDefault(a, 'defaultBilling')}
                  data-testid="address-make-billing"
                >
                  <FormattedMessage id="account.addresses.makeBilling" />
                </Button>
              ) : null}
              <Button type="button" $variant="secondary" onClick={() => void remove(a.id)} data-testid="address-remove">
                <FormattedMessage id="account.remove" />
              </Button>
            </li>
          ))}
        </Cards>
      )}
      <Button type="button" onClick={() => setEditing('new')} data-testid="address-add">
        <FormattedMessage id="account.addresses.add" />
      </Button>
      <Modal
        open={editing !== null}
        title={intl.formatMessage({ id: editing === 'new' ? 'account.addresses.add' : 'account.addresses.edit' })}
        closeLabel={intl.formatMessage({ id: 'account.close' })}
        onClose={() => setEditing(null)}
        testId="address-modal"
      >
        <AddressForm address={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      </Modal>
    </>
  );
}
