import { FormattedMessage } from '@storefront/shared-ui';
import { AccountGate } from './account-gate';
import { Page } from '../lib/page-layout';

/**
 * `/account/orders`: the customer's orders. Orders do not exist in the shop yet (checkout is its own issue),
 * so every account truthfully has none: spec 8's empty state.
 */
export default function AccountOrdersPage() {
  return (
    <Page data-testid="account-orders-page">
      <h1>
        <FormattedMessage id="account.orders.title" />
      </h1>
      <AccountGate>
        <p data-testid="orders-empty">
          <FormattedMessage id="account.orders.empty" />
        </p>
      </AccountGate>
    </Page>
  );
}
