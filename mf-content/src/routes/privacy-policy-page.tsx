import { FormattedMessage } from '@storefront/shared-ui';
import { useStorefront } from '@storefront/shared-contracts';
import { useGetSettingsQuery } from '../api/content-api';

/** `/privacy-policy` (`/de/datenschutzbestimmungen`): rendered on the server with the data its prefetch stored. */
export default function PrivacyPolicyPage() {
  const { iso } = useStorefront();
  const { data: settings, isError } = useGetSettingsQuery({ iso });
  return (
    <article data-testid="privacy-policy-page">
      <h1>
        <FormattedMessage id="content.privacyPolicy.title" />
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
