import type { RouteId } from '@storefront/shared-contracts';

/** The account area's pages, in the order the panel and the overview list them. */
export const ACCOUNT_LINKS: { route: RouteId & `account${string}`; labelId: string }[] = [
  { route: 'account', labelId: 'account.overview.title' },
  { route: 'account-details', labelId: 'account.details.title' },
  { route: 'account-addresses', labelId: 'account.addresses.title' },
  { route: 'account-orders', labelId: 'account.orders.title' },
  { route: 'account-wishlist', labelId: 'account.wishlist.title' },
];
