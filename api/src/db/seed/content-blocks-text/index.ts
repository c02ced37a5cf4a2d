import type { Language } from '@storefront/shared-contracts';
import { affiliates } from './affiliates';
import { ourStory } from './our-story';
import { privacyPolicy, termsConditions } from './privacy-terms';
import { refundPolicy, returnPolicy } from './refund-return';
import { discountCodes, reviews } from './reviews-discounts';
import { paymentProcessing, shippingDelivery } from './shipping-payment';
import type { BlockPageId, PageVersion } from './types';
import { workCareers } from './work-careers';

export type { BlockPageId, PageVersion, StoredBlock } from './types';
export { PAGE_TITLES } from './page-titles';

/** The content pages made of managed blocks, per language: one file per page or group of pages beside this one. */
export const BLOCK_PAGES: Record<BlockPageId, Record<Language, PageVersion>> = {
  'our-story': ourStory,
  affiliates,
  'work-careers': workCareers,
  'refund-policy': refundPolicy,
  'return-policy': returnPolicy,
  'privacy-policy': privacyPolicy,
  'terms-conditions': termsConditions,
  reviews,
  'discount-codes': discountCodes,
  'shipping-delivery': shippingDelivery,
  'payment-processing': paymentProcessing,
};
