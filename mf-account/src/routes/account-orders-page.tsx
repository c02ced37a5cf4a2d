import { FormattedMessage } from '@storefront/shared-ui';
import { OrdersList } from '../features/orders/components/orders-list';
import { AccountGate } from './account-gate';
import { Page } from '../lib/page-layout';

/** `/account/orders`: the customer's orders, newest first, each linking to its detail. */
export default function AccountOrdersPage() {
  return (
    <Page data-testid="account-orders-page">
      <h1>
        <FormattedMessage id="account.orders.title" />
      </h1>
      <AccountGate>
        <OrdersList />
      </AccountGate>
    </Page>
  );
}
