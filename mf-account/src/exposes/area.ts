import {
  CONTRACT_VERSION,
  prefetchQuery,
  type AreaModule,
  type AreaPage,
  type HeadContext,
  type PrefetchContext,
} from '@storefront/shared-contracts';
import { accountApi } from '../api/account-api';
import { startAccountAgent } from '../agents/account-agent';
import { addressesApi } from '../features/addresses/api/addresses-api';
import { detailsApi } from '../features/details/api/details-api';
import { loadAccountMessages } from '../i18n/load-messages';

/** The session for the frame (greeting, account panel): the server renders the logged-in frame with it. */
async function prefetchSession({ store }: PrefetchContext) {
  store.inject(accountApi);
  await prefetchQuery(store.dispatch(accountApi.endpoints.getSession.initiate()), (session) =>
    store.bus.emit('session:changed', { loggedIn: session.loggedIn, firstName: session.customer?.firstName ?? null }),
  );
}

const { getAddresses } = addressesApi.endpoints;
const { getGrowerProfile } = detailsApi.endpoints;
const { getWishlist } = accountApi.endpoints;
type Endpoint = typeof getAddresses | typeof getGrowerProfile | typeof getWishlist;

/** A page's own data (a guest's 401 is kept as an error; the page shows the login form instead). */
const prefetchOf =
  (endpoint: Endpoint) =>
  async ({ store }: PrefetchContext) => {
    store.inject(accountApi);
    await prefetchQuery(store.dispatch(endpoint.initiate() as ReturnType<typeof getAddresses.initiate>));
  };

/** A page's title and description, in the page's language. */
const headOf =
  (page: string) =>
  ({ formatMessage }: HeadContext) => ({
    title: formatMessage(`account.${page}.title`),
    description: formatMessage(`account.${page}.description`),
  });

const page = (
  chunk: string,
  load: AreaPage['load'],
  head: string,
  prefetch: AreaPage['prefetch'] = async () => undefined,
): AreaPage => ({ chunk, load, prefetch, head: headOf(head) });

/** The account area: login, sign-up, passwords, the account pages, the wishlist, the account panel and popup. */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: (context) => startAccountAgent(context, loadAccountMessages),
  prefetchFrame: prefetchSession,
  slots: {
    'panel:account': () =>
      import(/* webpackChunkName: "slot-account-panel" */ '../features/panel/components/account-panel'),
  },
  pages: {
    login: page('page-login', () => import(/* webpackChunkName: "page-login" */ '../routes/login-page'), 'login'),
    signup: page('page-signup', () => import(/* webpackChunkName: "page-signup" */ '../routes/signup-page'), 'signup'),
    'forgot-password': page(
      'page-forgot-password',
      () => import(/* webpackChunkName: "page-forgot-password" */ '../routes/forgot-password-page'),
      'forgotPassword',
    ),
    'reset-password': page(
      'page-reset-password',
      () => import(/* webpackChunkName: "page-reset-password" */ '../routes/reset-password-page'),
      'resetPassword',
    ),
    account: page(
      'page-account',
      () => import(/* webpackChunkName: "page-account" */ '../routes/account-page'),
      'overview',
    ),
    'account-details': page(
      'page-account-details',
      () => import(/* webpackChunkName: "page-account-details" */ '../routes/account-details-page'),
      'details',
      prefetchOf(getGrowerProfile),
    ),
    'account-addresses': page(
      'page-account-addresses',
      () => import(/* webpackChunkName: "page-account-addresses" */ '../routes/account-addresses-page'),
      'addresses',
      prefetchOf(getAddresses),
    ),
    'account-wishlist': page(
      'page-account-wishlist',
      () => import(/* webpackChunkName: "page-account-wishlist" */ '../routes/account-wishlist-page'),
      'wishlist',
      prefetchOf(getWishlist),
    ),
    'account-order': page(
      'page-account-order',
      () => import(/* webpackChunkName: "page-account-order" */ '../routes/account-order-page'),
      'orders',
    ),
    'account-orders': page(
      'page-account-orders',
      () => import(/* webpackChunkName: "page-account-orders" */ '../routes/account-orders-page'),
      'orders',
    ),
    'account-orders-slug': page(
      'page-account-orders-slug',
      () => import(/* webpackChunkName: "page-account-orders-slug" */ '../routes/account-orders-slug-page'),
      'orderDetail',
    ),
  },
  messages: loadAccountMessages,
};

export default area;
