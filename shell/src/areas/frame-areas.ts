import type { RemoteName } from '@storefront/shared-contracts';

/**
 * Areas that contribute to every page's frame (`prefetchFrame`: the cart count in the header). The
 * server prefetches their data for every page; the browser loads them only on intent, or at idle when
 * the server could not.
 */
export const FRAME_AREAS: readonly RemoteName[] = ['mf_cart_checkout', 'mf_account'];
