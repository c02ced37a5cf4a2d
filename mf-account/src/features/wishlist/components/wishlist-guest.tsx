import { buildPath, useEventBus, useStorefront } from '@storefront/shared-contracts';
import { FormattedMessage, Link } from '@storefront/shared-ui';

/** Spec 6: "Wishlist is available for logged in users. Either Login or Create a free account to continue". */
export function WishlistGuest() {
  const { code } = useStorefront();
  const bus = useEventBus();
  return (
    <p data-testid="wishlist-guest-message">
      <FormattedMessage
        id="account.wishlist.guest"
        values={{
          login: (chunks) => (
            <Link
              to={buildPath('login', code) + `?returnTo=${encodeURIComponent(buildPath('account-wishlist', code))}`}
              onClick={(event) => {
                event.preventDefault();
                bus.emit('account:open-login', { reason: 'login' });
              }}
            >
              {chunks}
            </Link>
          ),
          signup: (chunks) => <Link to={buildPath('signup', code)}>{chunks}</Link>,
        }}
      />
    </p>
  );
}
