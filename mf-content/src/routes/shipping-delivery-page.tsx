import { FormattedMessage } from '@storefront/shared-ui';
import { useStorefront } from '@storefront/shared-contracts';
import { useGetSettingsQuery } from '../api/content-api';

/** `/shipping-delivery` (`/de/versand-lieferung`): rendered on the server with the data its prefetch stored. */
export default function ShippingDeliveryPage() {
  const { iso } = useStorefront();
  const { data: settings, isError } = useGetSettingsQuery({ iso });
  return (
    <article data-testid="shipping-delivery-page">
      <h1>
        <FormattedMessage id="content.shippingDelivery.title" />
      </h1>
      <p>
        <FormattedMessage id="content.page.intro" />
      </p>
      {settings ? (
        <p data-testid="content-ships-to">
          <FormattedMessage id="content.page.shipsTo" values={{ count: settings.region_countries.length }} />
        </p>
      ) : isError ? (
        <p role="alert">
          <FormattedMessage id="content.page.error" />
        </p>
      ) : (
        <p role="status">
          <FormattedMessage id="content.page.loading" />
        </p>
      )}
    </article>
  );
}
