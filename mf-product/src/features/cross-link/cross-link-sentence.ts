import type { ProductDetail } from '@storefront/shared-contracts';

/** Spec 9: 10 promotional sentences per direction. */
export const CROSS_LINK_SENTENCES = 10;

/**
 * The message of the sentence that links a product to its other version. The choice rotates with the
 * product's id, not at random or by time: the server and the browser must render the same sentence.
 */
export function crossLinkMessageId(product: Pick<ProductDetail, 'id' | 'alternative'>): string | null {
  if (!product.alternative) return null;
  const direction = product.alternative.floweringType === 'autoflower' ? 'toAutoflower' : 'toPhotoperiod';
  return `product.crossLink.${direction}.${product.id % CROSS_LINK_SENTENCES}`;
}
