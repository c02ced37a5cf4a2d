import type { PageProps } from '@storefront/shared-contracts';
import { FormattedMessage } from '@storefront/shared-ui';
import { OrderDetail } from '../features/orders/components/order-detail';
import { AccountGate } from './account-gate';
import { Page } from '../lib/page-layout';

/** `/account/orders/{slug}`: one of the customer's orders; the slug is the order number. */
export default function AccountOrdersSlugPage({ params }: PageProps) {
  return (
    <Page data-testid="account-orders-slug-page">
      <h1>
        <FormattedMessage id="account.orderDetail.title" />
      </h1>
      <AccountGate>
        <OrderDetail number={params.slug ?? ''} />
      </AccountGate>
    </Page>
  );
}
