import { FormattedMessage } from '@storefront/shared-ui';
import { useStorefront } from '@storefront/shared-contracts';
import { useGetSettingsQuery } from '../api/support-api';

/** `/faq` (`/de/faq`): rendered on the server with the data its prefetch stored. */
export default function FaqPage() {
  const { iso } = useStorefront();
  const { data: settings, isError } = useGetSettingsQuery({ iso });
  return (
    <article data-testid="faq-page">
      <h1>
        <FormattedMessage id="support.faq.title" />
      </h1>
      <p>
        <FormattedMessage id="support.page.intro" />
      </p>
      {settings ? (
        <p data-testid="support-ships-to">
          <FormattedMessage id="support.page.shipsTo" values={{ count: settings.region_countries.length }} />
        </p>
      ) : isError ? (
        <p role="alert">
          <FormattedMessage id="support.page.error" />
        </p>
      ) : (
        <p role="status">
          <FormattedMessage id="support.page.loading" />
        </p>
      )}
    </article>
  );
}
