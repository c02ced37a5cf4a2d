import { buildPath, type HeadContext, type PageHead, type ProductDetail } from '@storefront/shared-contracts';
import { productApi, productArgs } from '../api/product-api';

type ProductState = Parameters<ReturnType<typeof productApi.endpoints.getProduct.select>>[0];

const DESCRIPTION_LENGTH = 160;

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

/** Minor units as schema.org wants a price: `1299` -> `"12.99"` (every shop currency has two decimals). */
const decimal = (amount: number) => (amount / 100).toFixed(2);

/** schema.org Product with an offer per seed pack and the aggregate rating, and its BreadcrumbList. */
export function productStructuredData(
  product: ProductDetail,
  ctx: Pick<HeadContext, 'storefront' | 'origin' | 'formatMessage'>,
): Record<string, unknown>[] {
  const home = `${ctx.origin}${buildPath('index', ctx.storefront)}`;
  const url = `${ctx.origin}${buildPath('product-slug', ctx.storefront, { slug: product.slug })}`;
  const productLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.slug,
    url,
    image: product.images.map((image) => `${ctx.origin}${image.src2x}`),
    offers: product.packs.map((pack) => ({
      '@type': 'Offer',
      sku: `${product.slug}-${pack.seeds}`,
      name: `${product.name} – ${pack.seeds} seeds`,
      price: decimal(pack.price.amount),
      priceCurrency: pack.price.currency,
      availability: 'https://schema.org/InStock',
      url,
    })),
  };
  if (product.reviewCount > 0) {
    productLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating.toFixed(1),
      reviewCount: product.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    // The same trail, and the same wording, as the page's breadcrumbs: Home, the first related collection, the product.
    itemListElement: [
      { name: ctx.formatMessage('product.home'), item: home },
      ...product.relatedCollections.slice(0, 1).map((c) => ({
        name: c.name,
        item: `${ctx.origin}${buildPath('collections-slug', ctx.storefront, { slug: c.slug })}`,
      })),
      { name: product.name, item: url },
    ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
  };
  return [productLd, breadcrumbs];
}

/** The product page's head: its name, a description, Open Graph product, JSON-LD and the main image. */
export function productHead(ctx: HeadContext): PageHead | null {
  const { data: product } = productApi.endpoints.getProduct.select(
    productArgs(ctx.iso, ctx.params.slug ?? '', ctx.language),
  )(ctx.state as ProductState);
  if (!product) return null;
  const image = product.images[0]!;
  return {
    title: product.name,
    description: shorten(product.description),
    ogType: 'product',
    ogImage: image.src2x,
    lcpImage: { src: image.src, srcSet: `${image.src} 1x, ${image.src2x} 2x` },
    jsonLd: productStructuredData(product, ctx),
  };
}
