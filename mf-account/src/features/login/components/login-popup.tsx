import { buildPath, useStorefront } from '@storefront/shared-contracts';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import { Modal } from '@storefront/shared-ui/modal';
import { LoginForm } from './login-form';

export type LoginReason = 'login' | 'wishlist';

/**
 * The login popup (spec 2.4), over any page. For the wishlist heart it first says spec 6's sentence:
 * the wishlist is for logged-in users, with Login (this form) and "Create a free account".
 */
export function LoginPopup({ reason, onClose }: { reason: LoginReason | null; onClose: () => void }) {
  const intl = useIntl();
  const { code } = useStorefront();
  return (
    <Modal
      open={reason !== null}
      title={intl.formatMessage({ id: 'account.login.title' })}
      closeLabel={intl.formatMessage({ id: 'account.close' })}
      onClose={onClose}
      testId="login-popup"
    >
      {reason === 'wishlist' ? (
        <p data-testid="wishlist-guest-message">
          <FormattedMessage
            id="account.wishlist.guest"
            values={{
              login: (chunks) => <strong>{chunks}</strong>,
              signup: (chunks) => <a href={buildPath('signup', code)}>{chunks}</a>,
            }}
          />
        </p>
      ) : null}
      <LoginForm inRouter={false} onLoggedIn={onClose} />
    </Modal>
  );
}
