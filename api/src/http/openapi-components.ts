import * as schemas from '@storefront/shared-contracts/schemas';
import { z } from 'zod';

/**
 * The shared-contracts schemas the OpenAPI document names in `components.schemas` (a generated client gets one
 * `Cart` type instead of a copy per operation). fastify-type-provider-zod turns a schema registered with an `id`
 * in zod's global registry into a `$ref`: `Cart` where it is answered, `CartInput` where it is a request body
 * (input and output differ where defaults apply). Only bodies and answers: a querystring or params schema must
 * stay inline, as @fastify/swagger spreads it into parameters. No id may end in `Input` (that is the input
 * variant's name).
 */
const components = {
  ApiError: schemas.apiErrorSchema,
  Money: schemas.moneySchema,
  Image: schemas.imageSchema,
  // Catalogue
  Settings: schemas.settingsSchema,
  RouteRules: schemas.routeRulesSchema,
  Collections: schemas.collectionsResponseSchema,
  Listing: schemas.listingResponseSchema,
  ProductCard: schemas.productCardSchema,
  ProductDetail: schemas.productDetailSchema,
  SeedPack: schemas.seedPackSchema,
  Review: schemas.reviewSchema,
  ReviewsPage: schemas.reviewsPageSchema,
  ReviewUsefulVote: schemas.reviewUsefulVoteSchema,
  PriceList: schemas.priceListSchema,
  SeedfinderResponse: schemas.seedfinderResponseSchema,
  // Cart, checkout, orders
  Cart: schemas.cartSchema,
  CartLine: schemas.cartLineSchema,
  AddCartItem: schemas.addCartItemSchema,
  UpdateCartItem: schemas.updateCartItemSchema,
  ApplyCoupon: schemas.applyCouponSchema,
  CheckoutView: schemas.checkoutViewSchema,
  PlaceOrder: schemas.placeOrderSchema,
  PlaceOrderResponse: schemas.placeOrderResponseSchema,
  OrderView: schemas.orderViewSchema,
  CompletePayment: schemas.completePaymentSchema,
  CompletePaymentResponse: schemas.completePaymentResponseSchema,
  OrderStatusLookup: schemas.orderStatusLookupSchema,
  OrderStatusLookupResponse: schemas.orderStatusLookupResponseSchema,
  OrderLinkRequest: schemas.orderLinkRequestSchema,
  OrderLinkResponse: schemas.orderLinkResponseSchema,
  AccountOrders: schemas.accountOrdersSchema,
  // Account
  Signup: schemas.signupSchema,
  SignupResponse: schemas.signupResponseSchema,
  Login: schemas.loginSchema,
  Session: schemas.sessionResponseSchema,
  Customer: schemas.customerSchema,
  ForgotPassword: schemas.forgotPasswordSchema,
  ForgotPasswordResponse: schemas.forgotPasswordResponseSchema,
  ResetPassword: schemas.resetPasswordSchema,
  AccountDetails: schemas.accountDetailsSchema,
  AccountDetailsResponse: schemas.accountDetailsResponseSchema,
  ChangePassword: schemas.changePasswordSchema,
  GrowerProfile: schemas.growerProfileSchema,
  GrowerProfileResponse: schemas.growerProfileResponseSchema,
  Address: schemas.addressSchema,
  AddressFields: schemas.addressInputSchema,
  AddressList: schemas.addressListSchema,
  Wishlist: schemas.wishlistSchema,
  // Search, content, support, newsletter, metrics, operations
  SearchResponse: schemas.searchResponseSchema,
  Sitemap: schemas.sitemapSchema,
  ContentPage: schemas.contentPageSchema,
  HomePage: schemas.homePageSchema,
  BlogIndex: schemas.blogIndexSchema,
  BlogEntry: schemas.blogEntrySchema,
  Authors: schemas.authorsResponseSchema,
  AuthorPage: schemas.authorPageSchema,
  ContactMessage: schemas.contactMessageSchema,
  ContactResponse: schemas.contactResponseSchema,
  FaqResponse: schemas.faqResponseSchema,
  ChatRequest: schemas.chatRequestSchema,
  ChatEvent: schemas.chatEventSchema,
  NewsletterSignup: schemas.newsletterSignupSchema,
  NewsletterSignupResponse: schemas.newsletterSignupResponseSchema,
  ReferralRequest: schemas.referralRequestSchema,
  ReferralResponse: schemas.referralResponseSchema,
  TestOutbox: schemas.testOutboxResponseSchema,
  Health: schemas.healthSchema,
  Readiness: schemas.readinessSchema,
  DataVersion: schemas.dataVersionSchema,
} satisfies Record<string, z.ZodType>;

export const componentIds: readonly string[] = Object.keys(components);

/** Names the schemas in zod's global registry; safe to call for every app built in one process. */
export function registerSchemaComponents(): void {
  for (const [id, schema] of Object.entries(components)) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === id) continue;
    // Keep what the schema already carries (a description), add the id.
    z.globalRegistry.add(schema, { ...meta, id });
  }
}
