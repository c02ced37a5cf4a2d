import { FormattedMessage } from '@storefront/shared-ui';
import { ForgotPasswordForm } from '../features/passwords/components/forgot-password-form';
import { Page } from '../lib/page-layout';

/** `/forgot-password`: spec 8's "Password reset email sent." whether or not the address has an account. */
export default function ForgotPasswordPage() {
  return (
    <Page data-testid="forgot-password-page">
      <h1>
        <FormattedMessage id="account.forgotPassword.title" />
      </h1>
      <ForgotPasswordForm />
    </Page>
  );
}
