/** URL shapes of the api, shared by the api routes, the RTK Query endpoints and the edge. */
const enc = encodeURIComponent;

export const apiPaths = {
  /** `lang`: the menu's names in the shopper's language where it is not the storefront's (see langParam). */
  settings: (iso: string, lang?: string) => `/api/${enc(iso)}/settings${lang ? `?lang=${enc(lang)}` : ''}`,
  routeRules: () => '/api/route-rules',
  collections: (iso: string) => `/api/${enc(iso)}/collections`,
  listing: (iso: string, slug: string) => `/api/${enc(iso)}/collections/${enc(slug)}/products`,
  product: (iso: string, slug: string) => `/api/${enc(iso)}/products/${enc(slug)}`,
  /** Further pages of a product's reviews (`?page=2`); the product detail carries page 1. Answers reviewsPageSchema. */
  productReviews: (iso: string, slug: string) => `/api/${enc(iso)}/products/${enc(slug)}/reviews`,
  /** POST, no body: the visitor found the review useful; answers reviewUsefulVoteSchema. */
  reviewUseful: (iso: string, reviewId: number) => `/api/${enc(iso)}/reviews/${reviewId}/useful`,
  /** POST, a form without fields: the same vote as a page without JavaScript sends it; 303 back (REVIEW_VOTE_QUERY). */
  reviewUsefulForm: (iso: string, reviewId: number) => `/api/${enc(iso)}/reviews/${reviewId}/useful/form`,
  cart: (iso: string) => `/api/${enc(iso)}/cart`,
  cartItems: (iso: string) => `/api/${enc(iso)}/cart/items`,
  cartItem: (iso: string, lineId: number) => `/api/${enc(iso)}/cart/items/${lineId}`,
  cartCoupon: (iso: string) => `/api/${enc(iso)}/cart/coupon`,
  /** `?country=XX`: the checkout page's data (checkoutViewSchema); POST (form-encoded) takes the form before hydration. */
  checkout: (iso: string) => `/api/${enc(iso)}/checkout`,
  /** POST placeOrderSchema (Pay Now); answers placeOrderResponseSchema. */
  orders: (iso: string) => `/api/${enc(iso)}/orders`,
  /** `?key=<access key or signed link>`; answers orderViewSchema. */
  order: (iso: string, number: string) => `/api/${enc(iso)}/orders/${enc(number)}`,
  /** POST completePaymentSchema + `?key=`: a new payment after a failure; answers completePaymentResponseSchema. */
  orderPayments: (iso: string, number: string) => `/api/${enc(iso)}/orders/${enc(number)}/payments`,
  /** POST orderStatusLookupSchema; answers orderStatusLookupResponseSchema. */
  orderStatus: (iso: string) => `/api/${enc(iso)}/order-status`,
  /** POST orderLinkRequestSchema: e-mails signed links to the address's recent orders. */
  orderStatusLink: (iso: string) => `/api/${enc(iso)}/order-status/link`,
  referral: () => '/metric/referral',
  /** POST newsletterSignupSchema; answers 202 newsletterSignupResponseSchema, the same for every address (double opt-in). */
  newsletter: () => '/api/newsletter',
  /** `?to=<address>`: the e-mail outbox, for browser tests; exists only when the api runs with EXPOSE_TEST_OUTBOX=true. */
  testOutbox: () => '/api/test/outbox',
  /** `?q=<keyword>&limit=<per type>`; answers searchResponseSchema. */
  search: (iso: string) => `/api/${enc(iso)}/search`,
  /** `?q=<name filter>`, optional; answers priceListSchema. */
  priceList: (iso: string) => `/api/${enc(iso)}/price-list`,
  /** `?lang=`: the blog index; answers blogIndexSchema. */
  blog: (iso: string) => `/api/${enc(iso)}/blog`,
  /** `?lang=`: a post or a post category; answers blogEntrySchema. */
  blogEntry: (iso: string, slug: string) => `/api/${enc(iso)}/blog/${enc(slug)}`,
  /** `?lang=`: a content page by route id (`our-story`); answers contentPageSchema. */
  contentPage: (iso: string, routeId: string) => `/api/${enc(iso)}/pages/${enc(routeId)}`,
  /** `?lang=`: the home page's blocks; answers homePageSchema. */
  home: (iso: string) => `/api/${enc(iso)}/home`,
  /** `?lang=`: every page, collection, product, post category, post and author; answers sitemapSchema. */
  sitemap: (iso: string) => `/api/${enc(iso)}/sitemap`,
  /** `?lang=`; answers authorsResponseSchema. */
  authors: (iso: string) => `/api/${enc(iso)}/authors`,
  /** `?lang=`; answers authorPageSchema. */
  author: (iso: string, slug: string) => `/api/${enc(iso)}/authors/${enc(slug)}`,
  /** POST signupSchema; 202 signupResponseSchema, the same answer whether or not the address had an account. */
  signup: () => '/api/account/signup',
  /** POST loginSchema; sessionResponseSchema (a new session cookie), 401 INVALID_CREDENTIALS, 429 TOO_MANY_ATTEMPTS. */
  login: () => '/api/account/login',
  /**
   * POST (form-encoded, a page without JavaScript): 303 once logged in, or back to the storefront's login page
   * (LOGIN_FORM). Since 4.15.0.
   */
  loginForm: (iso: string) => `/api/${enc(iso)}/account/login/form`,
  /** POST, no body; sessionResponseSchema (logged out). */
  logout: () => '/api/account/logout',
  /** GET sessionResponseSchema: this browser's session. */
  me: () => '/api/account/me',
  /** PUT accountDetailsSchema; accountDetailsResponseSchema (202 when a confirmation link went to a new e-mail). */
  accountDetails: () => '/api/account/details',
  /** The e-mailed link of an e-mail change (`?token=`): GET an HTML page asking to confirm, POST (form) confirms. */
  emailChange: () => '/api/account/email-change',
  /** POST changePasswordSchema; sessionResponseSchema with a new session cookie (every other session ends). */
  changePassword: () => '/api/account/password',
  /** POST forgotPasswordSchema; 202 forgotPasswordResponseSchema, always. */
  forgotPassword: () => '/api/account/forgot-password',
  /** POST resetPasswordSchema; sessionResponseSchema (logged in, every other session ended). */
  resetPassword: () => '/api/account/reset-password',
  /** GET addressListSchema, POST addressInputSchema (201 addressSchema). */
  addresses: () => '/api/account/addresses',
  /** PUT addressInputSchema / DELETE; another customer's id answers 404. */
  address: (id: number) => `/api/account/addresses/${id}`,
  /** GET / PUT growerProfileSchema; answers growerProfileResponseSchema. */
  growerProfile: () => '/api/account/grower-profile',
  /** GET wishlistSchema. */
  wishlist: () => '/api/account/wishlist',
  /** PUT / DELETE one product; answers wishlistSchema. */
  wishlistItem: (productId: number) => `/api/account/wishlist/${productId}`,
  /**
   * POST (form-encoded, a page without JavaScript): a heart's tap. A guest is sent to the login page (back to the
   * product after), a logged-in shopper's product is added and the answer is their wishlist page. Since 4.15.0.
   */
  wishlistForm: (iso: string, productId: number) => `/api/${enc(iso)}/wishlist/${productId}/form`,
  /** GET accountOrdersSchema: the logged-in customer's orders, newest first. */
  accountOrders: () => '/api/account/orders',
  /** GET orderViewSchema of the customer's own order; another customer's answers 404. */
  accountOrder: (number: string) => `/api/account/orders/${encodeURIComponent(number)}`,
  /** `?experience=&place=&space=&climate=&flowering=&effect=&cannabinoids=&priority=`; answers seedfinderResponseSchema. */
  seedfinder: (iso: string) => `/api/${enc(iso)}/seedfinder`,
  /** POST contactMessageSchema; 201 contactResponseSchema; 429 RATE_LIMITED past the per-address limit. */
  contact: (iso: string) => `/api/${enc(iso)}/contact`,
  /** `?lang=&q=`; answers faqResponseSchema. */
  faq: (iso: string) => `/api/${enc(iso)}/faq`,
  /** POST chatRequestSchema; answers NDJSON lines of chatEventSchema (application/x-ndjson, streamed). */
  chat: (iso: string) => `/api/${enc(iso)}/chat`,
} as const;

/** Name of the HttpOnly cookie that carries the cart token. */
export const CART_COOKIE = 'sf_cart';

/**
 * Name of the small, readable (not HttpOnly), non-secret cookie with the cart's counts, `<itemCount>.<seedCount>`:
 * set by the api whenever it answers with the cart, expired when a login, logout or order moves or ends the
 * cart. The edge fills it into a page kept for every visitor (the header's count). Since 4.1.0.
 */
export const CART_COUNT_COOKIE = 'sf_cart_count';

/**
 * Name of the small, readable (not HttpOnly), non-secret "logged-in hint" cookie: `1:<first name>` while this
 * browser has a session (set, renewed and cleared by the api beside the HttpOnly session cookie). The edge fills
 * it into a page kept for every visitor (the shared state's session), so a logged-in shopper is never shown a
 * guest's page; the session cookie stays the only authority (no hint counts without it).
 */
export const SESSION_HINT_COOKIE = 'sf_auth';

/** The hint's value for a logged-in shopper. */
export function sessionHintValue(firstName: string | null): string {
  return firstName ? `1:${firstName}` : '1';
}

/** The first name in a hint (null: none given), or undefined when the value is not a hint. */
export function parseSessionHint(value: string | undefined): { firstName: string | null } | undefined {
  if (value === undefined || (value !== '1' && !value.startsWith('1:'))) return undefined;
  const firstName = value.slice(2).trim().slice(0, 100);
  return { firstName: firstName === '' ? null : firstName };
}
