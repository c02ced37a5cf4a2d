import { FormattedMessage } from '@storefront/shared-ui';
import { useStorefront } from '@storefront/shared-contracts';
import { useGetSettingsQuery } from '../api/account-api';

/** `/reset-password` (`/de/passwort-wiederherstellen`): rendered on the server with the data its prefetch stored. */
export default function ResetPasswordPage() {
  const { iso } = useStorefront();
  const { data: settings, isError } = useGetSettingsQuery({ iso });
  return (
    <article data-testid="reset-password-page">
      <h1>
        <FormattedMessage id="account.resetPassword.title" />
      </h1>
      <p>
        <FormattedMessage id="account.page.intro" />
      </p>
      {settings ? (
        <p data-testid="account-ships-to">
          <FormattedMessage id="account.page.shipsTo" values={{ count: settings.region_countries.length }} />
        </p>
      ) : isError ? (
        <p role="alert">
          <FormattedMessage id="account.page.error" />
        </p>
      ) : (
        <p role="status">
          <FormattedMessage id="account.page.loading" />
        </p>
      )}
    </article>
  );
}
