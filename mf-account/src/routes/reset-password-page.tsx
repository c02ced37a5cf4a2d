import { FormattedMessage } from '@storefront/shared-ui';
import { ResetPasswordForm } from '../features/passwords/components/reset-password-form';
import { Page } from '../lib/page-layout';

/** `/reset-password?token=`: new password and its repeat (spec 5's messages); logged in afterwards. */
export default function ResetPasswordPage() {
  return (
    <Page data-testid="reset-password-page">
      <h1>
        <FormattedMessage id="account.resetPassword.title" />
      </h1>
      <ResetPasswordForm />
    </Page>
  );
}
