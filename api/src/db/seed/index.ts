import { refreshCollectionMembership } from '../../modules/catalog/collection-repository';
import type { Database, Queryable } from '../database';
import { buildCatalogSeed } from './catalog-seed';
import { COLUMNS } from './columns';
import { BLOCK_PAGES } from './content-blocks-text';
import { buildContentSeed } from './content-seed';
import { buildReferenceSeed } from './reference-seed';
import { insertRows } from './write-rows';

const SEED_LOCK = 727_002;

/** Tables the seed owns, children first (carts hold seed packs and votes hold reviews, so they go too on a reset). */
const SEEDED_TABLES = [
  'cart_lines',
  'carts',
  'review_useful_votes',
  'blog_post_translations',
  'content_blocks',
  'content_page_translations',
  'post_category_translations',
  'author_translations',
  'blog_posts',
  'authors',
  'content_pages',
  'collection_products',
  'product_faqs',
  'reviews',
  'pack_prices',
  'seed_packs',
  'products',
  'strains',
  'collections',
  'shipping_methods',
  'carriers',
  'countries',
  'payment_options',
  'post_categories',
  'coupon_redemptions',
  'coupon_amounts',
  'coupons',
  'route_rules',
];

const writer = (tx: Queryable) => (table: string, rows: Parameters<typeof insertRows>[3]) =>
  insertRows(tx, table, COLUMNS[table] ?? [], rows);

async function writeSeed(tx: Queryable): Promise<void> {
  const catalog = buildCatalogSeed();
  const reference = buildReferenceSeed();
  const w = writer(tx);
  await w('strains', catalog.strains);
  await w('products', catalog.products);
  await w('seed_packs', catalog.seedPacks);
  await w('pack_prices', catalog.packPrices);
  await w('collections', catalog.collections);
  await w('reviews', catalog.reviews);
  await w('product_faqs', catalog.productFaqs);
  await w('countries', reference.countries);
  await w('carriers', reference.carriers);
  await w('shipping_methods', reference.shippingMethods);
  await w('payment_options', reference.paymentOptions);
  await w('post_categories', reference.postCategories);
  await w('coupons', reference.coupons);
  await w('coupon_amounts', reference.couponAmounts);
  await w('route_rules', reference.routeRules);
  await refreshCollectionMembership(tx);
}

/** Blog and static pages; they need the post categories of the reference seed. */
async function writeContentSeed(tx: Queryable): Promise<void> {
  const content = buildContentSeed();
  const w = writer(tx);
  await w('authors', content.authors);
  await w('blog_posts', content.blogPosts);
  await w('content_pages', content.contentPages);
  await writeTranslationSeed(tx);
}

/** The language versions of the blog (0040); a database seeded before they existed gets them on the next start. */
async function writeTranslationSeed(tx: Queryable): Promise<void> {
  const content = buildContentSeed();
  const w = writer(tx);
  // Category translations outlive deleted posts and authors (their categories are reference data).
  await tx.exec(
    'DELETE FROM blog_post_translations; DELETE FROM author_translations; DELETE FROM post_category_translations; ' +
      'DELETE FROM content_blocks; DELETE FROM content_page_translations;',
  );
  await w('post_category_translations', content.postCategoryTranslations);
  await w('author_translations', content.authorTranslations);
  await w('blog_post_translations', content.blogPostTranslations);
  await w('content_page_translations', content.contentPageTranslations);
  await w('content_blocks', content.contentBlocks);
}

const isEmpty = async (
  tx: Queryable,
  table: 'products' | 'content_pages' | 'blog_post_translations' | 'content_blocks',
) => ((await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0) === 0;

/**
 * A page of the block seed (the home included) has no blocks: a database seeded before that page became blocks
 * (0043, 0044) gets them.
 */
const blockPagesMissing = async (tx: Queryable) =>
  (
    await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM unnest($1::text[]) AS r(route_id) WHERE NOT EXISTS (SELECT 1 FROM content_blocks b WHERE b.route_id = r.route_id)',
      [[...Object.keys(BLOCK_PAGES), 'home']],
    )
  ).rows[0]?.n !== 0;

/**
 * Seeds an empty catalogue (first start), and the content when it is empty: a database seeded before the
 * content tables existed gets its blog and pages on the next start. Returns true when it seeded anything.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const catalog = await isEmpty(tx, 'products');
    if (catalog) await writeSeed(tx);
    const content = await isEmpty(tx, 'content_pages');
    if (content) await writeContentSeed(tx);
    const translations =
      !content &&
      ((await isEmpty(tx, 'blog_post_translations')) ||
        (await isEmpty(tx, 'content_blocks')) ||
        (await blockPagesMissing(tx)));
    if (translations) await writeTranslationSeed(tx);
    return catalog || content || translations;
  });
}

/** Replaces catalogue and reference data with the seed; carts go too, since they point at seed packs. */
export async function resetAndSeed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await tx.exec(`TRUNCATE ${SEEDED_TABLES.join(', ')} CASCADE`);
    await writeSeed(tx);
    await writeContentSeed(tx);
  });
}
