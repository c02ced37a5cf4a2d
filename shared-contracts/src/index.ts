/**
 * The browser-safe surface of the contracts: values here never pull in zod, so no area's bundle carries
 * it. Payload types are exported as types; the zod schemas themselves are `@storefront/shared-contracts/schemas`
 * (the api, the edge and tests parse with them; development builds check responses and events with them).
 */
export * from './version';
export * from './locales';
export * from './routes/route-table';
export * from './routes/match-route';
export * from './routes/resolve-route';
export * from './routes/page-frame';
export * from './model/catalog';
export * from './model/cart';
export * from './model/checkout';
export * from './model/consent';
export * from './model/content';
export * from './model/errors';
export * from './model/newsletter';
export * from './model/account';
export * from './model/price-list';
export * from './model/search';
export * from './model/settings';
export * from './model/remotes';
export * from './model/route-rules';
export * from './model/review-votes';
export * from './http/api-paths';
export * from './http/operations';
export * from './http/http-client';
export { whenIdle } from './model/idle';
export * from './http/base-query';
export * from './remote/area-module';
export * from './remote/prefetch';
export * from './seo/page-head';
export * from './i18n/messages-loader';
export * from './events/event-names';
export * from './events/panels';
export * from './events/event-bus';
export * from './store/shared-slice';
export * from './store/storefront-store';
export * from './store/toolkit';
export * from './react/bus-context';
export * from './react/store-hooks';
export * from './react/use-storefront';
export * from './react/use-wishlist';

export type { Money, ApiError, Image } from './schemas/common';
export type { CarrierInfo, ProductFilter, Settings, RouteRule } from './schemas/settings';
export type {
  StrainProfile,
  SeedPack,
  ProductCard,
  Collection,
  CollectionsResponse,
  ListingQuery,
  ListingResponse,
  Review,
  ProductDetail,
  ReviewUsefulVote,
} from './schemas/catalog';
export type { SearchQuery, SearchPost, SearchPage, SearchResponse } from './schemas/search';
export type { PriceListItem, PriceList } from './schemas/price-list';
export type {
  ContentQuery,
  BlogCategory,
  AuthorCard,
  Author,
  PostCard,
  PostContentBlock,
  PostDetail,
  BlogIndex,
  BlogEntry,
  AuthorsResponse,
  AuthorPage,
} from './schemas/blog';
export type {
  ContentBlock,
  ContentBlockType,
  ContentPage,
  HomeBlock,
  HomeBlockType,
  HomePageContent,
  Sitemap,
} from './schemas/content';
export type { NewsletterSignup, NewsletterSignupResponse } from './schemas/newsletter';
export type { OutboxEmail, TestOutboxResponse } from './schemas/test-outbox';
export type {
  SignupRequest,
  LoginRequest,
  Customer,
  SessionResponse,
  AccountDetailsRequest,
  AccountDetailsResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  AddressInput,
  Address,
  AddressList,
  GrowerProfileInput,
  GrowerProfile,
  Wishlist,
  WishlistItem,
} from './schemas/account';
export type { Cart, CartLine, AddCartItem, FormAdded } from './schemas/cart';
export type {
  PlaceOrder,
  ShippingMethod,
  PaymentMethod,
  CheckoutView,
  CheckoutAccountAddress,
  PlaceOrderResponse,
  PaymentInstructions,
  OrderView,
  AccountOrders,
  AccountOrderSummary,
} from './schemas/checkout';
export type { ReferralRequest, ReferralResponse } from './schemas/referral';
export type { Health, Readiness } from './schemas/operations';
export type { ActiveRemote, RemotesPointer, BuildInfo, BootData, ThirdPartyConfig } from './remote/remotes-pointer';
export type {
  ShellRenderRequest,
  ShellRenderResult,
  ShellPreparedPage,
  ShellPreparedPageFacts,
  ShellRenderedBody,
  ShellRenderLog,
} from './remote/server-render';
export type { EventName, EventPayload } from './events/event-catalogue';
export type { ResponseSchemaName } from './schemas/response-schemas';
// The Seedfinder's question and reason constants are the subpath `@storefront/shared-contracts/seedfinder`, bundled
// by the areas that ask (not by this shared singleton, which every page loads); their types are here.
export type { SeedfinderAnswers, SeedfinderQuestion, SeedfinderReasonCode } from './model/seedfinder';
export type { SeedfinderReason, SeedfinderResult, SeedfinderResponse } from './schemas/seedfinder';
export * from './model/support';
export type {
  ContactMessage,
  ContactResponse,
  SupportFaqEntry,
  FaqResponse,
  ChatRequest,
  ChatProduct,
  ChatEvent,
  ChatIntent,
} from './schemas/support';
