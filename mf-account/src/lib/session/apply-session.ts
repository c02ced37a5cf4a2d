import type { ApiError, EventBus, SessionResponse, StorefrontStore } from '@storefront/shared-contracts';
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

/** A 401 answer: this browser has no session (it ended elsewhere, or expired). */
export function isLoggedOutError(error: unknown): boolean {
  return (error as ApiError | undefined)?.statusCode === 401;
}

/**
 * The wishlist's product ids for the shared slice (the hearts on cards and the product page read them). A page
 * kept for every visitor took the logged-in state from the api's hint cookie; a 401 here means the session
 * ended meanwhile (a password changed elsewhere), so every area learns the shopper is a guest now.
 */
export async function loadWishlistIds(dispatch: Dispatch, bus: EventBus): Promise<void> {
  const request = dispatch(accountApi.endpoints.getWishlist.initiate());
  const result = await request;
  request.unsubscribe();
  if (result.data) bus.emit('wishlist:changed', { productIds: result.data.items.map((item) => item.productId) });
  else if (isLoggedOutError(result.error)) bus.emit('session:changed', { loggedIn: false, firstName: null });
}
