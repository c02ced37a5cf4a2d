import { FormattedMessage } from '@storefront/shared-ui';
import { AddressBook } from '../features/addresses/components/address-book';
import { AccountGate } from './account-gate';
import { Page } from '../lib/page-layout';

/** `/account/addresses` (`/de/konto/adressen`): the address book. */
export default function AccountAddressesPage() {
  return (
    <Page data-testid="account-addresses-page">
      <h1>
        <FormattedMessage id="account.addresses.title" />
      </h1>
      <AccountGate>
        <AddressBook />
      </AccountGate>
    </Page>
  );
}
