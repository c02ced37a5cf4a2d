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

function paragraph(rng: Prng, category: PostCategorySlug, language: 'en' | 'de' = 'en'): string {
  const pool =
    language === 'de'
      ? [...SENTENCES_DE[category], ...COMMON_SENTENCES_DE]
      : [...SENTENCES[category], ...COMMON_SENTENCES];
  return rng.sample(pool, rng.int(3, 5)).join(' ');
}

/** Intro, then per heading a `## ` line and two or three paragraphs. */
function postBody(rng: Prng, topic: (typeof POST_TOPICS)[number]): string {
  const parts = [`${topic.excerpt} ${paragraph(rng, topic.category)}`];
  for (const heading of topic.headings) {
    parts.push(`## ${heading}`);
    for (let i = rng.int(2, 3); i > 0; i--) parts.push(paragraph(rng, topic.category));
  }
  return parts.join('\n\n');
}

/** The German body: the same shape from the German sentence pools. */
function postBodyDe(rng: Prng, category: PostCategorySlug, topic: (typeof POST_TOPICS_DE)[number]): string {
  const parts = [`${topic.excerpt} ${paragraph(rng, category, 'de')}`];
  for (const heading of topic.headings) {
    parts.push(`## ${heading}`);
    for (let i = rng.int(2, 3); i > 0; i--) parts.push(paragraph(rng, category, 'de'));
  }
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
      body: postBodyDe(rng, topic.category, de),
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
      body: postBody(rng, topic),
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
