import type { EventBus, SessionResponse, StorefrontStore } from '@storefront/shared-contracts';
import { accountApi } from '../../api/account-api';

type Dispatch = StorefrontStore['dispatch'];

/**
 * Tells every area that the session changed, without a reload: `session:changed` (the shared slice's logged-in
 * state and first name follow it), and the account cache (another customer's data must not survive a login).
 * A logged-in shopper's wishlist ids follow (`wishlist:changed`), for the hearts.
 */
export async function applySession(dispatch: Dispatch, bus: EventBus, session: SessionResponse): Promise<void> {
  const firstName = session.customer?.firstName ?? null;
  dispatch(accountApi.util.resetApiState());
  // The thunk's state type names accountApi's slice, which the shared store injects lazily.
  dispatch(accountApi.util.upsertQueryData('getSession', undefined, session) as never);
  bus.emit('session:changed', { loggedIn: session.loggedIn, firstName });
  if (session.loggedIn) await loadWishlistIds(dispatch, bus);
}

/** The wishlist's product ids for the shared slice (the hearts on cards and the product page read them). */
export async function loadWishlistIds(dispatch: Dispatch, bus: EventBus): Promise<void> {
  const request = dispatch(accountApi.endpoints.getWishlist.initiate());
  const result = await request;
  request.unsubscribe();
  if (result.data) bus.emit('wishlist:changed', { productIds: result.data.items.map((item) => item.productId) });
}
