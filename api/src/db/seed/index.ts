import { refreshCollectionMembership } from '../../modules/catalog/collection-rules';
import type { Database, Queryable } from '../database';
import { buildCatalogSeed } from './catalog-seed';
import { BLOCK_PAGES } from './content-blocks-text';
import { buildContentSeed } from './content-seed';
import { buildReferenceSeed } from './reference-seed';
import { type ColumnTypes, insertRows } from './write-rows';

const SEED_LOCK = 727_002;

const COLUMNS: Record<string, ColumnTypes> = {
  strains: [
    ['id', 'int'],
    ['name', 'text'],
    ['slug', 'text'],
    ['is_landrace', 'boolean'],
    ['image_hue', 'int'],
  ],
  products: [
    ['id', 'int'],
    ['strain_id', 'int'],
    ['slug', 'text'],
    ['name', 'text'],
    ['description', 'text'],
    ['flowering_type', 'text'],
    ['gender', 'text'],
    ['genetics', 'text'],
    ['ratio', 'text'],
    ['difficulty', 'text'],
    ['thc_level', 'text'],
    ['thc_content', 'int'],
    ['cbd_level', 'text'],
    ['cbd_content', 'int'],
    ['cbg_level', 'text'],
    ['yield_overall', 'int'],
    ['yield_indoor', 'int'],
    ['yield_outdoor', 'int'],
    ['height_min', 'int'],
    ['height_max', 'int'],
    ['height_indoor_min', 'int'],
    ['height_indoor_max', 'int'],
    ['height_outdoor_min', 'int'],
    ['height_outdoor_max', 'int'],
    ['flowering_days_min', 'int'],
    ['flowering_days_max', 'int'],
    ['climates', 'text[]'],
    ['flavors', 'text[]'],
    ['terpenes', 'text[]'],
    ['effects', 'text[]'],
    ['lineage', 'text[]'],
    ['sales_count', 'int'],
    ['rating_avg', 'float8'],
    ['review_count', 'int'],
    ['released_on', 'date'],
  ],
  seed_packs: [
    ['id', 'int'],
    ['product_id', 'int'],
    ['seeds', 'int'],
    ['free_seeds', 'int'],
  ],
  pack_prices: [
    ['pack_id', 'int'],
    ['currency', 'text'],
    ['amount', 'int'],
  ],
  collections: [
    ['id', 'int'],
    ['slug', 'text'],
    ['name', 'text'],
    ['description', 'text'],
    ['icon', 'text'],
    ['position', 'int'],
  ],
  reviews: [
    ['id', 'int'],
    ['product_id', 'int'],
    ['author', 'text'],
    ['rating', 'smallint'],
    ['title', 'text'],
    ['body', 'text'],
    ['reviewed_on', 'date'],
    ['verified', 'boolean'],
    ['useful_count', 'int'],
    ['original_language', 'text'],
  ],
  product_faqs: [
    ['id', 'int'],
    ['product_id', 'int'],
    ['position', 'int'],
    ['question', 'text'],
    ['answer', 'text'],
  ],
  countries: [
    ['id', 'int'],
    ['iso', 'text'],
    ['name', 'text'],
    ['storefront', 'text'],
    ['position', 'int'],
    ['min_days', 'int'],
    ['max_days', 'int'],
    ['delay_days', 'int'],
    ['free_from', 'int'],
  ],
  carriers: [
    ['key', 'text'],
    ['label', 'text'],
    ['tracked', 'boolean'],
  ],
  shipping_methods: [
    ['id', 'int'],
    ['country_id', 'int'],
    ['carrier_key', 'text'],
    ['price', 'int'],
    ['min_days', 'int'],
    ['max_days', 'int'],
  ],
  payment_options: [
    ['id', 'int'],
    ['storefront', 'text'],
    ['code', 'text'],
    ['name', 'text'],
    ['countries', 'text[]'],
    ['position', 'int'],
  ],
  post_categories: [
    ['id', 'int'],
    ['slug', 'text'],
    ['name', 'text'],
    ['position', 'int'],
  ],
  coupons: [
    ['code', 'text'],
    ['kind', 'text'],
    ['value', 'int'],
    ['active', 'boolean'],
    ['valid_from', 'date'],
    ['valid_until', 'date'],
    ['usage_limit', 'int'],
    ['once_per_email', 'boolean'],
    ['public', 'boolean'],
    ['description', 'text'],
  ],
  coupon_amounts: [
    ['coupon_code', 'text'],
    ['currency', 'text'],
    ['amount', 'int'],
    ['min_subtotal', 'int'],
  ],
  route_rules: [
    ['id', 'int'],
    ['from_path', 'text'],
    ['to_path', 'text'],
    ['status', 'int'],
    ['position', 'int'],
  ],
  content_page_translations: [
    ['route_id', 'text'],
    ['language', 'text'],
    ['title', 'text'],
    ['summary', 'text'],
  ],
  content_blocks: [
    ['route_id', 'text'],
    ['language', 'text'],
    ['position', 'int'],
    ['type', 'text'],
    ['data', 'jsonb'],
  ],
  blog_post_translations: [
    ['post_id', 'int'],
    ['language', 'text'],
    ['title', 'text'],
    ['excerpt', 'text'],
    ['body', 'text'],
  ],
  post_category_translations: [
    ['category_id', 'int'],
    ['language', 'text'],
    ['name', 'text'],
  ],
  author_translations: [
    ['author_id', 'int'],
    ['language', 'text'],
    ['role', 'text'],
    ['bio', 'text'],
  ],
  authors: [
    ['id', 'int'],
    ['slug', 'text'],
    ['name', 'text'],
    ['role', 'text'],
    ['bio', 'text'],
  ],
  blog_posts: [
    ['id', 'int'],
    ['slug', 'text'],
    ['title', 'text'],
    ['excerpt', 'text'],
    ['body', 'text'],
    ['category_id', 'int'],
    ['author_id', 'int'],
    ['featured', 'boolean'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
    ['published_at', 'timestamptz'],
  ],
  content_pages: [
    ['route_id', 'text'],
    ['title', 'text'],
    ['summary', 'text'],
    ['body', 'text'],
    ['updated_at', 'timestamptz'],
  ],
};

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
