/**
 * The managed content blocks of the content pages, per language (docs: mf-content/README.md, "Content blocks").
 * What is stored per block type (`content_blocks.data`):
 * - rich-text: { heading?, paragraphs }
 * - image-text: { heading, text, product (a strain slug: its picture), imageSide: start | end }
 * - product-carousel: { heading, collection (slug), limit } -> the api adds the collection's first products
 * - call-to-action: { heading, text, label, routeId (a route without parameters) }
 * - faq-list: { heading, items: [{ question, answer }] }
 * - shop-reviews: { heading, profiles: [{ name, url, rating, reviewCount }] } -> the api adds the average of
 *   every product review and the newest top-rated ones
 * - discount-codes: { heading } -> the api adds the public codes live now, with their conditions
 * - shipping-table: { heading, note } -> the api adds the storefront's countries and shipping methods
 * - payment-methods: { heading } -> the api adds the storefront's payment methods and where they are offered
 * The home page's own (route `home`, `home-blocks-text.ts`):
 * - hero: { heading, text, label, collection (slug) }
 * - collection-grid: { heading } -> the api adds every named collection with its product count
 * - seedfinder-teaser: { heading, text, label }
 */
export type StoredBlock =
  | { type: 'rich-text'; heading?: string; paragraphs: string[] }
  | { type: 'image-text'; heading: string; text: string; product: string; imageSide: 'start' | 'end' }
  | { type: 'product-carousel'; heading: string; collection: string; limit: number }
  | { type: 'call-to-action'; heading: string; text: string; label: string; routeId: string }
  | { type: 'faq-list'; heading: string; items: { question: string; answer: string }[] }
  | {
      type: 'shop-reviews';
      heading: string;
      profiles: { name: string; url: string; rating: number; reviewCount: number }[];
    }
  | { type: 'discount-codes'; heading: string }
  | { type: 'shipping-table'; heading: string; note: string }
  | { type: 'payment-methods'; heading: string }
  | { type: 'hero'; heading: string; text: string; label: string; collection: string }
  | { type: 'collection-grid'; heading: string }
  | { type: 'seedfinder-teaser'; heading: string; text: string; label: string };

export interface PageVersion {
  title: string;
  summary: string;
  blocks: StoredBlock[];
}

export type BlockPageId =
  | 'our-story'
  | 'affiliates'
  | 'work-careers'
  | 'refund-policy'
  | 'return-policy'
  | 'privacy-policy'
  | 'terms-conditions'
  | 'reviews'
  | 'discount-codes'
  | 'shipping-delivery'
  | 'payment-processing';
