import { localizeProduct } from './localize';
import { localizeReview } from './localize-review';
import type { Language, ProductDetail, Storefront } from '@storefront/shared-contracts';
import { notFound } from '../../http/errors';
import { productImage, toCard, toReview } from './mappers';
import type { CatalogRepository, ProductRow } from './repository';

export const REVIEWS_PAGE_SIZE = 5;
const RELATED_STRAINS = 4;

function profileOf(p: ProductRow): ProductDetail['profile'] {
  return {
    floweringType: p.flowering_type,
    gender: p.gender,
    genetics: p.genetics,
    ratio: p.ratio,
    difficulty: p.difficulty,
    thc: p.thc_level,
    cbd: p.cbd_level,
    cbg: p.cbg_level,
    yield: p.yield_overall,
    yieldIndoor: p.yield_indoor,
    yieldOutdoor: p.yield_outdoor,
    height: { min: p.height_min, max: p.height_max },
    heightIndoor: { min: p.height_indoor_min, max: p.height_indoor_max },
    heightOutdoor: { min: p.height_outdoor_min, max: p.height_outdoor_max },
    climates: p.climates,
    floweringTime: { min: p.flowering_days_min, max: p.flowering_days_max },
    flavors: p.flavors,
    terpenes: p.terpenes,
    effects: p.effects,
    lineage: p.lineage,
  };
}

async function requireProduct(repo: CatalogRepository, slug: string): Promise<ProductRow> {
  const product = await repo.productBySlug(slug);
  if (!product) throw notFound(`Unknown product '${slug}'.`);
  return product;
}

/** A page of a product's reviews, newest first. */
export async function getReviewsPage(
  repo: CatalogRepository,
  product: Pick<ProductRow, 'id' | 'review_count'>,
  page: number,
  language: Language,
): Promise<ProductDetail['reviews']> {
  const pageCount = Math.ceil(product.review_count / REVIEWS_PAGE_SIZE);
  if (page > Math.max(1, pageCount)) throw notFound(`Review page ${page} does not exist; there are ${pageCount}.`);
  const rows = await repo.reviews(product.id, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE);
  return {
    items: rows.map((row) => localizeReview(toReview(row), language)),
    total: product.review_count,
    page,
    pageCount,
  };
}

export async function getProductReviews(repo: CatalogRepository, slug: string, page: number, language: Language) {
  return getReviewsPage(repo, await requireProduct(repo, slug), page, language);
}

/** The product page: profile, packs priced in the storefront currency, its other version, related content. */
export async function getProduct(
  repo: CatalogRepository,
  storefront: Storefront,
  slug: string,
  language: Language = storefront.language,
): Promise<ProductDetail> {
  const product = await requireProduct(repo, slug);
  const currency = storefront.currency;
  const [packs, alternative, related, collections, faq, reviews] = await Promise.all([
    repo.packs(product.id, currency),
    repo.alternative(product),
    repo.relatedCards(product, currency, RELATED_STRAINS),
    repo.collectionsOf(product.id),
    repo.faq(product.id),
    getReviewsPage(repo, product, 1, language),
  ]);
  const detail: ProductDetail = {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    profile: profileOf(product),
    rating: product.rating_avg,
    reviewCount: product.review_count,
    images: [productImage(product.slug, product.name)],
    packs: packs.map((p) => ({
      id: p.id,
      seeds: p.seeds,
      freeSeeds: p.free_seeds,
      price: { amount: p.amount, currency },
    })),
    alternative: alternative && {
      slug: alternative.slug,
      name: alternative.name,
      floweringType: alternative.flowering_type,
    },
    relatedStrains: related.map((row) => toCard(row, currency)),
    relatedCollections: collections,
    faq,
    reviews,
  };
  return localizeProduct(detail, product, language);
}
