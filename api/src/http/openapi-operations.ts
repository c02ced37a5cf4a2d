import { CART_COOKIE, PAYMENT_SIGNATURE_HEADER, SESSION_COOKIE } from '@storefront/shared-contracts';

/** The header the fulfilment route checks against `FULFILMENT_TOKEN` (orders/routes.ts). */
export const FULFILMENT_TOKEN_HEADER = 'x-fulfilment-token';
/** The header the operators' routes check against `OPS_TOKEN` (field/health-routes.ts). */
export const OPS_TOKEN_HEADER = 'x-ops-token';

/** How a client proves who it is: the OpenAPI `securitySchemes`. */
export const securitySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The HttpOnly login session, set by login and by a password change or reset',
  },
  cartCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: CART_COOKIE,
    description: 'The HttpOnly cart token, set by the first cart write (only its hash is stored)',
  },
  fulfilmentToken: {
    type: 'apiKey',
    in: 'header',
    name: FULFILMENT_TOKEN_HEADER,
    description: 'The shared secret of the fulfilment tools (`FULFILMENT_TOKEN`)',
  },
  opsToken: {
    type: 'apiKey',
    in: 'header',
    name: OPS_TOKEN_HEADER,
    description: "The operators' shared secret (`OPS_TOKEN`): the edges' canary analysis",
  },
  webhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: PAYMENT_SIGNATURE_HEADER,
    description: "The payment provider's HMAC-SHA256 of the raw body (`PAYMENT_WEBHOOK_SECRET`)",
  },
} as const;

type Scheme = keyof typeof securitySchemes;
type Requirement = Partial<Record<Scheme, string[]>>;

/**
 * What an operation needs, as OpenAPI security alternatives (any one object of the list suffices; `{}` is
 * "nothing"). A cookie the api reads when present but does without is optional, not required.
 */
const access = {
  session: [{ sessionCookie: [] }],
  sessionOptional: [{}, { sessionCookie: [] }],
  cart: [{ cartCookie: [] }],
  cartOptional: [{}, { cartCookie: [] }],
  /** Checkout: the cart's, and the customer's when logged in (the order becomes the account's). */
  cartWithOptionalSession: [{ cartCookie: [] }, { cartCookie: [], sessionCookie: [] }],
  fulfilmentToken: [{ fulfilmentToken: [] }],
  opsToken: [{ opsToken: [] }],
  webhookSignature: [{ webhookSignature: [] }],
} satisfies Record<string, Requirement[]>;

type Access = keyof typeof access;
type OperationMeta = readonly [operationId: string, access?: Access];

/**
 * Every documented operation's `operationId` (what a generated client names its method) and what it needs,
 * keyed by method and OpenAPI path. Kept here rather than in each route file: the ids are one vocabulary
 * (verbs get/list/add/update/remove/…) that reads best side by side. openapi.test.ts fails for a route
 * missing here and for an entry that matches no route.
 */
export const operations: Readonly<Record<string, OperationMeta>> = {
  'GET /healthz': ['getHealth'],
  'GET /readyz': ['getReadiness'],
  'GET /api/data-version': ['getDataVersion'],
  'GET /api/ops/field-health': ['getFieldHealth', 'opsToken'],
  // Catalogue
  'GET /api/{iso}/settings': ['getSettings'],
  'GET /api/route-rules': ['getRouteRules'],
  'GET /api/{iso}/collections': ['listCollections'],
  'GET /api/{iso}/collections/{slug}/products': ['listCollectionProducts'],
  'GET /api/{iso}/products/{slug}': ['getProduct'],
  'GET /api/{iso}/products/{slug}/reviews': ['listProductReviews'],
  'POST /api/{iso}/reviews/{reviewId}/useful': ['voteReviewUseful'],
  'POST /api/{iso}/reviews/{reviewId}/useful/form': ['submitReviewUsefulForm'],
  'GET /api/{iso}/price-list': ['getPriceList'],
  'GET /api/images/products/{file}': ['getProductImage'],
  'GET /api/{iso}/seedfinder': ['getSeedfinderResults'],
  // Cart
  'GET /api/{iso}/cart': ['getCart', 'cartOptional'],
  'POST /api/{iso}/cart': ['createCart', 'cartOptional'],
  'POST /api/{iso}/cart/items': ['addCartLine', 'cartOptional'],
  'POST /api/{iso}/cart/form-add': ['submitAddToCartForm', 'cartOptional'],
  'PATCH /api/{iso}/cart/items/{lineId}': ['updateCartLine', 'cart'],
  'DELETE /api/{iso}/cart/items/{lineId}': ['removeCartLine', 'cart'],
  'PUT /api/{iso}/cart/coupon': ['applyCoupon', 'cart'],
  'DELETE /api/{iso}/cart/coupon': ['removeCoupon', 'cart'],
  // Checkout and orders
  'GET /api/{iso}/checkout': ['getCheckout', 'cartWithOptionalSession'],
  'POST /api/{iso}/checkout': ['submitCheckoutForm', 'cartWithOptionalSession'],
  'POST /api/{iso}/orders': ['placeOrder', 'cartWithOptionalSession'],
  'GET /api/{iso}/orders/{number}': ['getOrder'],
  'POST /api/{iso}/orders/{number}/payments': ['retryOrderPayment'],
  'POST /api/{iso}/order-status': ['lookUpOrderStatus'],
  'POST /api/{iso}/order-status/link': ['sendOrderLinks'],
  'POST /api/fulfilment/orders/{number}/advance': ['advanceOrder', 'fulfilmentToken'],
  // Payments
  'POST /api/payments/webhooks/sandbox': ['receiveSandboxPaymentEvent', 'webhookSignature'],
  'GET /api/sandbox/pay/{ref}': ['getSandboxPaymentPage'],
  'POST /api/sandbox/pay/{ref}': ['submitSandboxPayment'],
  'POST /api/sandbox/transfers': ['receiveSandboxTransfer'],
  // Account
  'POST /api/account/signup': ['signUp'],
  'POST /api/account/login': ['logIn', 'cartOptional'],
  'POST /api/{iso}/account/login/form': ['submitLoginForm', 'cartOptional'],
  'POST /api/account/logout': ['logOut', 'sessionOptional'],
  'GET /api/account/me': ['getSession', 'sessionOptional'],
  'POST /api/account/forgot-password': ['requestPasswordReset'],
  'POST /api/account/reset-password': ['resetPassword'],
  'PUT /api/account/details': ['updateAccountDetails', 'session'],
  'GET /api/account/email-change': ['getEmailChangePage'],
  'POST /api/account/email-change': ['confirmEmailChange'],
  'POST /api/account/password': ['changePassword', 'session'],
  'GET /api/account/grower-profile': ['getGrowerProfile', 'session'],
  'PUT /api/account/grower-profile': ['saveGrowerProfile', 'session'],
  'GET /api/account/addresses': ['listAddresses', 'session'],
  'POST /api/account/addresses': ['addAddress', 'session'],
  'PUT /api/account/addresses/{id}': ['updateAddress', 'session'],
  'DELETE /api/account/addresses/{id}': ['removeAddress', 'session'],
  'GET /api/account/wishlist': ['getWishlist', 'session'],
  'PUT /api/account/wishlist/{productId}': ['addWishlistItem', 'session'],
  'DELETE /api/account/wishlist/{productId}': ['removeWishlistItem', 'session'],
  'POST /api/{iso}/wishlist/{productId}/form': ['submitWishlistForm', 'sessionOptional'],
  'GET /api/account/orders': ['listAccountOrders', 'session'],
  'GET /api/account/orders/{number}': ['getAccountOrder', 'session'],
  // Search and content
  'GET /api/{iso}/search': ['search'],
  'GET /api/{iso}/sitemap': ['getSitemap'],
  'GET /api/{iso}/pages/{routeId}': ['getContentPage'],
  'GET /api/{iso}/home': ['getHomePage'],
  'GET /api/{iso}/blog': ['getBlogIndex'],
  'GET /api/{iso}/blog/{slug}': ['getBlogEntry'],
  'GET /api/{iso}/authors': ['listAuthors'],
  'GET /api/{iso}/authors/{slug}': ['getAuthor'],
  // Support, newsletter, metrics, tests
  'POST /api/{iso}/contact': ['sendContactMessage'],
  'GET /api/{iso}/faq': ['getFaq'],
  'POST /api/{iso}/chat': ['askChatbot'],
  'POST /api/newsletter': ['subscribeToNewsletter'],
  'GET /api/newsletter/confirm': ['confirmNewsletterSubscription'],
  'POST /metric/referral': ['recordReferral'],
  'POST /api/field': ['reportFieldMeasurements'],
  'GET /api/test/outbox': ['listTestOutbox'],
};

/** The `operationId` and `security` of one operation, or nothing for an operation not in the map. */
export function operationMeta(
  method: string,
  path: string,
): { operationId: string; security?: Requirement[] } | undefined {
  const meta = operations[`${method.toUpperCase()} ${path}`];
  if (!meta) return undefined;
  const [operationId, needs] = meta;
  return needs ? { operationId, security: access[needs] } : { operationId };
}
