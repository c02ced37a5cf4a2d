import { buildPath, useStorefront } from '@storefront/shared-contracts';
import { FormattedMessage, Link } from '@storefront/shared-ui';
import { AccountGate } from './account-gate';
import { Page } from '../lib/page-layout';

/** `/account/orders/{slug}`: one order. No order can be found until orders exist, so it says so. */
export default function AccountOrdersSlugPage() {
  const { code } = useStorefront();
  return (
    <Page data-testid="account-orders-slug-page">
      <h1>
        <FormattedMessage id="account.orderDetail.title" />
      </h1>
      <AccountGate>
        <p role="alert">
          <FormattedMessage id="account.orderDetail.notFound" />
        </p>
        <Link to={buildPath('account-orders', code)}>
          <FormattedMessage id="account.orders.title" />
        </Link>
      </AccountGate>
    </Page>
  );
}
