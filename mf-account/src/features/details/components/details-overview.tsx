import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { Modal } from '@storefront/shared-ui/modal';
import { useState } from 'react';
import styled from 'styled-components';
import { useGetSessionQuery } from '../../../api/account-api';
import { useGetGrowerProfileQuery } from '../api/details-api';
import { ChangePasswordForm } from './change-password-form';
import { DetailsForm } from './details-form';
import { GrowerProfileForm } from './grower-profile-form';
import { formatBirthDate } from '../../../lib/display-names';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Editing = 'details' | 'password' | 'grower' | null;

/** The customer's details and Growers Profile as they are, each edited in its modal (spec 2.4). */
export function DetailsOverview() {
  const intl = useIntl();
  const [editing, setEditing] = useState<Editing>(null);
  const [emailChangeSentTo, setEmailChangeSentTo] = useState<string | null>(null);
  const { data: session } = useGetSessionQuery();
  const { data: profile } = useGetGrowerProfileQuery();
  const customer = session?.customer;
  const close = () => setEditing(null);
  const none = intl.formatMessage({ id: 'account.grower.none' });
  const label = (prefix: string, value: string | null) =>
    value ? intl.formatMessage({ id: `account.grower.${prefix}.${value}` }) : none;
  return (
    <>
      <section data-testid="details-summary">
        <h2>
          <FormattedMessage id="account.details.personal" />
        </h2>
        {customer ? (
          <dl>
            <dt>
              <FormattedMessage id="account.field.name" />
            </dt>
            <dd data-testid="details-shown-name">{customer.name}</dd>
            <dt>
              <FormattedMessage id="account.field.email" />
            </dt>
            <dd data-testid="details-shown-email">{customer.email}</dd>
            <dt>
              <FormattedMessage id="account.field.dateOfBirth" />
            </dt>
            <dd data-testid="details-shown-date-of-birth">
              {customer.dateOfBirth ? formatBirthDate(intl.locale, customer.dateOfBirth) : none}
            </dd>
          </dl>
        ) : null}
        {emailChangeSentTo ? (
          <p role="status" data-testid="details-email-pending">
            <FormattedMessage id="account.details.emailChangeSent" values={{ email: emailChangeSentTo }} />
          </p>
        ) : null}
        <Actions>
          <Button type="button" onClick={() => setEditing('details')} disabled={!customer} data-testid="edit-details">
            <FormattedMessage id="account.details.edit" />
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setEditing('password')} data-testid="edit-password">
            <FormattedMessage id="account.password.title" />
          </Button>
        </Actions>
      </section>
      <section data-testid="grower-summary">
        <h2>
          <FormattedMessage id="account.grower.title" />
        </h2>
        {profile ? (
          <dl>
            <dt>
              <FormattedMessage id="account.grower.since" />
            </dt>
            <dd>{profile.growingSince ?? none}</dd>
            <dt>
              <FormattedMessage id="account.grower.method" />
            </dt>
            <dd>{label('method', profile.cultivationMethod)}</dd>
            <dt>
              <FormattedMessage id="account.grower.flowering" />
            </dt>
            <dd>{label('flowering', profile.floweringType)}</dd>
            <dt>
              <FormattedMessage id="account.grower.type" />
            </dt>
            <dd>{label('type', profile.favouriteStrainType)}</dd>
            <dt>
              <FormattedMessage id="account.grower.favourites" />
            </dt>
            <dd data-testid="grower-favourites">{profile.favouriteStrains.map((s) => s.name).join(', ') || none}</dd>
          </dl>
        ) : null}
        <Button type="button" onClick={() => setEditing('grower')} disabled={!profile} data-testid="edit-grower">
          <FormattedMessage id="account.grower.edit" />
        </Button>
      </section>
      <Modal
        open={editing === 'details'}
        title={intl.formatMessage({ id: 'account.details.edit' })}
        closeLabel={intl.formatMessage({ id: 'account.close' })}
        onClose={close}
        testId="details-modal"
      >
        {customer ? (
          <DetailsForm
            customer={customer}
            onDone={(sentTo) => {
              setEmailChangeSentTo(sentTo);
              close();
            }}
          />
        ) : null}
      </Modal>
      <Modal
        open={editing === 'password'}
        title={intl.formatMessage({ id: 'account.password.title' })}
        closeLabel={intl.formatMessage({ id: 'account.close' })}
        onClose={close}
        testId="password-modal"
      >
        <ChangePasswordForm onDone={close} />
      </Modal>
      <Modal
        open={editing === 'grower'}
        title={intl.formatMessage({ id: 'account.grower.title' })}
        closeLabel={intl.formatMessage({ id: 'account.close' })}
        onClose={close}
        testId="grower-modal"
      >
        {profile ? <GrowerProfileForm profile={profile} onDone={close} /> : null}
      </Modal>
    </>
  );
}
