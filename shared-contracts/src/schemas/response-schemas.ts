import {
  addressListSchema,
  addressSchema,
  forgotPasswordResponseSchema,
  accountDetailsResponseSchema,
  growerProfileResponseSchema,
  sessionResponseSchema,
  signupResponseSchema,
  wishlistSchema,
} from './account';
import { cartSchema, formAddedSchema } from './cart';
import { seedfinderResponseSchema } from './seedfinder';
import {
  accountOrdersSchema,
  checkoutViewSchema,
  completePaymentResponseSchema,
  orderLinkResponseSchema,
  orderStatusLookupResponseSchema,
  orderViewSchema,
  placeOrderResponseSchema,
} from './checkout';
import {
  collectionsResponseSchema,
  listingResponseSchema,
  productDetailSchema,
  reviewsPageSchema,
  reviewUsefulVoteSchema,
} from './catalog';
import { authorPageSchema, authorsResponseSchema, blogEntrySchema, blogIndexSchema } from './blog';
import { contentPageSchema, homePageSchema, sitemapSchema } from './content';
import { newsletterSignupResponseSchema } from './newsletter';
import { priceListSchema } from './price-list';
import { searchResponseSchema } from './search';
import { routeRulesSchema, settingsSchema } from './settings';
import { referralResponseSchema } from './referral';
import { contactResponseSchema, faqResponseSchema } from './support';

/**
 * The schema of every api response an area asks for, by name. Areas name the schema of a request
 * (`schema: 'productDetail'`); the base query checks the response against it in development and tests.
 */
export const responseSchemas = {
  cart: cartSchema,
  formAdded: formAddedSchema,
  checkoutView: checkoutViewSchema,
  placeOrder: placeOrderResponseSchema,
  orderView: orderViewSchema,
  completePayment: completePaymentResponseSchema,
  orderStatusLookup: orderStatusLookupResponseSchema,
  orderLink: orderLinkResponseSchema,
  collections: collectionsResponseSchema,
  listing: listingResponseSchema,
  productDetail: productDetailSchema,
  reviewsPage: reviewsPageSchema,
  reviewUsefulVote: reviewUsefulVoteSchema,
  search: searchResponseSchema,
  priceList: priceListSchema,
  newsletter: newsletterSignupResponseSchema,
  settings: settingsSchema,
  routeRules: routeRulesSchema,
  referral: referralResponseSchema,
  blogIndex: blogIndexSchema,
  blogEntry: blogEntrySchema,
  authors: authorsResponseSchema,
  authorPage: authorPageSchema,
  contentPage: contentPageSchema,
  home: homePageSchema,
  sitemap: sitemapSchema,
  session: sessionResponseSchema,
  accountDetails: accountDetailsResponseSchema,
  signup: signupResponseSchema,
  forgotPassword: forgotPasswordResponseSchema,
  addressList: addressListSchema,
  address: addressSchema,
  growerProfile: growerProfileResponseSchema,
  wishlist: wishlistSchema,
  accountOrders: accountOrdersSchema,
  seedfinder: seedfinderResponseSchema,
  contact: contactResponseSchema,
  faq: faqResponseSchema,
} as const;

export type ResponseSchemaName = keyof typeof responseSchemas;
