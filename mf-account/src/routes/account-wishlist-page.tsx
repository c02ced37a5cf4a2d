import { FormattedMessage } from '@storefront/shared-ui';
import { WishlistList } from '../features/wishlist/components/wishlist-list';
import { Page } from '../lib/page-layout';
import { useSession } from '../lib/session/use-session';
import { WishlistGuest } from '../features/wishlist/components/wishlist-guest';

/** `/account/wishlist`: logged-in only; a guest gets spec 6's message with Login and Create account. */
export default function AccountWishlistPage() {
  const { loggedIn } = useSession();
  return (
    <Page data-testid="account-wishlist-page">
      <h1>
        <FormattedMessage id="account.wishlist.title" />
      </h1>
      {loggedIn ? <WishlistList /> : <WishlistGuest />}
    </Page>
  );
}
