import type { CurrencyCode, Image, ProductCard, Review } from '@storefront/shared-contracts';
import type { CardRow, ReviewRow } from './repository';

export const PRODUCT_IMAGE_SIZE = 480;

/** The generated product image (see product-image.ts); 1x is 480 px square, 2x 960 px. */
export function productImage(slug: string, name: string): Image {
  const base = `/api/images/products/${slug}`;
  return {
    src: `${base}@1x.webp`,
    src2x: `${base}@2x.webp`,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    alt: `${name} cannabis seeds`,
  };
}

export function toCard(row: CardRow, currency: CurrencyCode): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    floweringType: row.flowering_type,
    gender: row.gender,
    genetics: row.genetics,
    thc: row.thc_level,
    rating: row.rating_avg,
    reviewCount: row.review_count,
    image: productImage(row.slug, row.name),
    fromPrice: { amount: row.from_price, currency },
    promotion: row.promotion,
  };
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    author: row.author,
    rating: row.rating,
    title: row.title,
    body: row.body,
    reviewedAt: row.reviewed_on,
    verified: row.verified,
    usefulCount: row.useful_count,
    originalLanguage: row.original_language,
  };
}
