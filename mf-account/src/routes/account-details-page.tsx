import { FormattedMessage } from '@storefront/shared-ui';
import { DetailsOverview } from '../features/details/components/details-overview';
import { AccountGate } from './account-gate';
import { Page } from '../lib/page-layout';

/** `/account/details`: details, password and Growers Profile, each edited in a modal (spec 2.4). */
export default function AccountDetailsPage() {
  return (
    <Page data-testid="account-details-page">
      <h1>
        <FormattedMessage id="account.details.title" />
      </h1>
      <AccountGate>
        <DetailsOverview />
      </AccountGate>
    </Page>
  );
}
