import { CONTENT_PAGE_ROUTE_IDS } from '@storefront/shared-contracts';
import { slugify } from '../../modules/catalog/vocabulary';
import { AUTHORS, COMMON_SENTENCES, POST_TOPICS, type PostCategorySlug, SENTENCES } from './blog-text';
import type { Row } from './catalog-seed';
import {
  AUTHORS_DE,
  COMMON_SENTENCES_DE,
  POST_CATEGORY_NAMES_DE,
  POST_TOPICS_DE,
  SENTENCES_DE,
  UNTRANSLATED_DE,
} from './blog-text-de';
import { BLOCK_PAGES, PAGE_TITLES } from './content-blocks-text';
import { HOME_BLOCKS } from './home-blocks-text';
import { CONTENT_PAGES } from './content-pages-text';
import { Prng } from './prng';
import { LATEST_RELEASE, addDays } from './strain-traits';

export interface ContentSeed {
  authors: Row[];
  blogPosts: Row[];
  contentPages: Row[];
  blogPostTranslations: Row[];
  postCategoryTranslations: Row[];
  authorTranslations: Row[];
  contentPageTranslations: Row[];
  contentBlocks: Row[];
}

/** Ids of the post categories seeded in reference-seed.ts. */
const CATEGORY_IDS: Record<PostCategorySlug, number> = {
  germination: 1,
  growing: 2,
  'harvest-and-curing': 3,
  'strain-reviews': 4,
  news: 5,
};

const FIRST_POST_ON = '2023-03-06';
const DAYS_BETWEEN_POSTS = 21;
/** The newest published post of each of these categories is featured. */
const FEATURED_CATEGORIES: readonly PostCategorySlug[] = ['germination', 'growing', 'strain-reviews'];

function sentencePool(category: PostCategorySlug, language: 'en' | 'de'): string[] {
  return language === 'de'
    ? [...SENTENCES_DE[category], ...COMMON_SENTENCES_DE]
    : [...SENTENCES[category], ...COMMON_SENTENCES];
}

/**
 * Intro, then per heading a `## ` line and one or two paragraphs. Each sentence of the pool is used at most
 * once in a post (a post that says the same sentence twice reads like filler): the shuffled pool is dealt out,
 * three to the intro and the rest evenly over the headings.
 */
function postBody(
  rng: Prng,
  category: PostCategorySlug,
  topic: { excerpt: string; headings: readonly string[] },
  language: 'en' | 'de' = 'en',
): string {
  const deck = rng.shuffle(sentencePool(category, language));
  const parts = [`${topic.excerpt} ${deck.splice(0, 3).join(' ')}`];
  topic.headings.forEach((heading, i) => {
    const share = deck.splice(0, Math.ceil(deck.length / (topic.headings.length - i)));
    parts.push(`## ${heading}`);
    const half = share.length >= 4 ? Math.ceil(share.length / 2) : share.length;
    parts.push(share.slice(0, half).join(' '));
    if (half < share.length) parts.push(share.slice(half).join(' '));
  });
  return parts.join('\n\n');
}

/** German versions of every post but those in UNTRANSLATED_DE, of the post categories and of the authors. */
function germanSeed(seed: number) {
  const rng = new Prng(seed + 1);
  const blogPostTranslations: Row[] = [];
  POST_TOPICS.forEach((topic, index) => {
    const de = POST_TOPICS_DE[index];
    if (!de || UNTRANSLATED_DE.includes(index)) return;
    blogPostTranslations.push({
      post_id: index + 1,
      language: 'de',
      title: de.title,
      excerpt: de.excerpt,
      body: postBody(rng, topic.category, de, 'de'),
    });
  });
  const postCategoryTranslations: Row[] = Object.entries({
    de: POST_CATEGORY_NAMES_DE,
    nl: POST_CATEGORY_NAMES_NL,
    fr: POST_CATEGORY_NAMES_FR,
  }).flatMap(([language, names]) =>
    Object.entries(names).map(([slug, name]) => ({
      category_id: CATEGORY_IDS[slug as PostCategorySlug],
      language,
      name,
    })),
  );
  const authorTranslations: Row[] = Object.entries(AUTHORS_DE).map(([id, text]) => ({
    author_id: Number(id),
    language: 'de',
    ...text,
  }));
  return { blogPostTranslations, postCategoryTranslations, authorTranslations };
}

/** Post category names in Dutch and French (posts fall back to English there; their categories need not). */
const POST_CATEGORY_NAMES_NL: Record<PostCategorySlug, string> = {
  germination: 'Kiemen',
  growing: 'Kweken',
  'harvest-and-curing': 'Oogsten & drogen',
  'strain-reviews': 'Soortrecensies',
  news: 'Nieuws',
};
const POST_CATEGORY_NAMES_FR: Record<PostCategorySlug, string> = {
  germination: 'Germination',
  growing: 'Culture',
  'harvest-and-curing': 'Récolte et séchage',
  'strain-reviews': 'Avis sur les variétés',
  news: 'Actualités',
};

/** The block pages: their blocks in every language, their titles and summaries in de, nl and fr. */
function blockSeed() {
  const contentPageTranslations: Row[] = Object.entries(PAGE_TITLES).flatMap(([routeId, versions]) =>
    Object.entries(versions).map(([language, text]) => ({ route_id: routeId, language, ...text })),
  );
  const contentBlocks: Row[] = [];
  for (const [routeId, versions] of Object.entries(BLOCK_PAGES)) {
    for (const [language, version] of Object.entries(versions)) {
      if (language !== 'en')
        contentPageTranslations.push({ route_id: routeId, language, title: version.title, summary: version.summary });
      version.blocks.forEach(({ type, ...data }, position) =>
        contentBlocks.push({ route_id: routeId, language, position, type, data }),
      );
    }
  }
  for (const [language, blocks] of Object.entries(HOME_BLOCKS))
    blocks.forEach(({ type, ...data }, position) =>
      contentBlocks.push({ route_id: 'home', language, position, type, data }),
    );
  return { contentPageTranslations, contentBlocks };
}

const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00Z`;

/** Authors, blog posts and static pages from one fixed PRNG seed: identical on every run. */
export function buildContentSeed(seed = 20_251_016): ContentSeed {
  const rng = new Prng(seed);
  const lastIndex = POST_TOPICS.length - 1;
  const blogPosts: Row[] = POST_TOPICS.map((topic, index) => {
    const publishedOn = addDays(FIRST_POST_ON, index * DAYS_BETWEEN_POSTS);
    const createdOn = addDays(publishedOn, -rng.int(2, 10));
    const updated = addDays(publishedOn, rng.int(0, 120));
    const isDraft = index === lastIndex;
    return {
      id: index + 1,
      slug: slugify(topic.title),
      title: topic.title,
      excerpt: topic.excerpt,
      body: postBody(rng, topic.category, topic),
      category_id: CATEGORY_IDS[topic.category],
      author_id: (AUTHORS[index % AUTHORS.length] ?? AUTHORS[0]).id,
      featured: false,
      created_at: at(createdOn, 9),
      updated_at: at(updated > LATEST_RELEASE ? LATEST_RELEASE : updated, 14),
      published_at: isDraft ? null : at(publishedOn, 8),
    };
  });
  for (const category of FEATURED_CATEGORIES) {
    const newest = blogPosts.filter((p) => p.category_id === CATEGORY_IDS[category] && p.published_at !== null).at(-1);
    if (newest) newest.featured = true;
  }
  const contentPages: Row[] = CONTENT_PAGE_ROUTE_IDS.map((routeId) => ({
    route_id: routeId,
    ...CONTENT_PAGES[routeId],
    updated_at: at(LATEST_RELEASE, 10),
  }));
  return { authors: AUTHORS.map((a) => ({ ...a })), blogPosts, contentPages, ...germanSeed(seed), ...blockSeed() };
}
