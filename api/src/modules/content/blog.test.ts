import { apiPaths } from '@storefront/shared-contracts';
import {
  authorPageSchema,
  authorsResponseSchema,
  blogEntrySchema,
  blogIndexSchema,
} from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { postContent } from './blog';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ url });

async function entry(slug: string, iso = 'en-en', lang = '') {
  const response = await get(`${apiPaths.blogEntry(iso, slug)}${lang ? `?lang=${lang}` : ''}`);
  expect(response.statusCode).toBe(200);
  return blogEntrySchema.parse(response.json());
}

const PAPER_TOWEL = 'how-to-germinate-cannabis-seeds-with-the-paper-towel-method';
/** Seeded without a German version (UNTRANSLATED_DE). */
const ENGLISH_ONLY = 'twelve-new-strains-in-the-catalogue-this-spring';

describe('GET /api/{iso}/blog', () => {
  it('answers a featured post, the latest published posts newest first and the categories with counts', async () => {
    const response = await get(apiPaths.blog('en-en'));
    expect(response.statusCode).toBe(200);
    const index = blogIndexSchema.parse(response.json());
    expect(index.featured).not.toBeNull();
    expect(index.latest).toHaveLength(9);
    expect(index.latest.map((p) => p.slug)).not.toContain(index.featured?.slug);
    const dates = index.latest.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(index.categories.map((c) => c.slug)).toEqual([
      'germination',
      'growing',
      'harvest-and-curing',
      'strain-reviews',
      'news',
    ]);
    const published = (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_posts WHERE published_at <= now()')
    ).rows[0]?.n;
    expect(index.categories.reduce((sum, c) => sum + c.postCount, 0)).toBe(published);
    // The draft (the last seeded topic) is nowhere.
    expect(JSON.stringify(index)).not.toContain('coming-soon-our-autumn-catalogue');
  });

  it('speaks German on de-de, and falls back to English per post, saying so', async () => {
    const index = blogIndexSchema.parse((await get(apiPaths.blog('de-de'))).json());
    expect(index.categories.map((c) => c.name)).toContain('Keimung');
    const all = [index.featured, ...index.latest].filter((p) => p !== null);
    expect(all.some((p) => p.language === 'de')).toBe(true);
    const french = blogIndexSchema.parse((await get(`${apiPaths.blog('en-en')}?lang=fr`)).json());
    expect(french.latest.every((p) => p.language === 'en')).toBe(true);
  });
});

describe('GET /api/{iso}/blog/{slug}', () => {
  it('answers a post with its text, table of contents, dates, author and related posts', async () => {
    const result = await entry(PAPER_TOWEL);
    if (result.kind !== 'post') throw new Error('expected a post');
    const { post } = result;
    expect(post.title).toBe('How to germinate cannabis seeds with the paper towel method');
    expect(post.toc.map((h) => h.text)).toEqual(['What you need', 'Step by step', 'When to plant the sprout']);
    expect(post.toc.map((h) => h.id)).toEqual(['what-you-need', 'step-by-step', 'when-to-plant-the-sprout']);
    const headings = post.content.filter((b) => b.type === 'heading').map((b) => b.id);
    expect(headings).toEqual(post.toc.map((h) => h.id));
    const words = post.content
      .map((b) => b.text)
      .join(' ')
      .split(/\s+/).length;
    expect(post.minutesRead).toBe(Math.max(1, Math.ceil(words / 200)));
    expect(post.createdAt <= post.publishedAt).toBe(true);
    expect(post.author).toMatchObject({ slug: 'mara-jansen', name: 'Mara Jansen', role: 'Head grower' });
    expect(post.author.bio.length).toBeGreaterThan(10);
    expect(post.languages).toEqual(['en', 'de']);
    expect(post.related).toHaveLength(3);
    expect(post.related.map((p) => p.slug)).not.toContain(PAPER_TOWEL);
    expect(post.related[0]?.category.slug).toBe('germination');
  });

  it('answers the German version on de-de, and English marked en where there is none', async () => {
    const de = await entry(PAPER_TOWEL, 'de-de');
    if (de.kind !== 'post') throw new Error('expected a post');
    expect(de.post.language).toBe('de');
    expect(de.post.title).toBe('Cannabissamen mit der Küchenpapier-Methode keimen lassen');
    expect(de.post.toc[0]).toEqual({ id: 'was-du-brauchst', text: 'Was du brauchst' });
    expect(de.post.author.role).toBe('Leitende Gärtnerin');
    const fallback = await entry(ENGLISH_ONLY, 'de-de');
    if (fallback.kind !== 'post') throw new Error('expected a post');
    expect(fallback.post.language).toBe('en');
    expect(fallback.post.languages).toEqual(['en']);
    expect(fallback.post.title).toBe('Twelve new strains in the catalogue this spring');
  });

  it('answers a post category with its posts', async () => {
    const result = await entry('harvest-and-curing', 'de-de');
    if (result.kind !== 'category') throw new Error('expected a category');
    expect(result.category.name).toBe('Ernte & Fermentierung');
    expect(result.posts.length).toBe(result.category.postCount);
    expect(result.posts.every((p) => p.category.slug === 'harvest-and-curing')).toBe(true);
  });

  it('answers 404 for a draft or an unknown slug, 400 for a bad language', async () => {
    const draft = await get(apiPaths.blogEntry('en-en', 'coming-soon-our-autumn-catalogue'));
    expect(draft.statusCode).toBe(404);
    expect(errorOf(draft).code).toBe('NOT_FOUND');
    expect((await get(apiPaths.blogEntry('en-en', 'no-such-post'))).statusCode).toBe(404);
    expect((await get(`${apiPaths.blog('en-en')}?lang=es`)).statusCode).toBe(400);
    expect((await get(apiPaths.blog('xx-xx'))).statusCode).toBe(404);
  });
});

describe('GET /api/{iso}/authors', () => {
  it('lists the authors and answers an author with their posts', async () => {
    const list = authorsResponseSchema.parse((await get(apiPaths.authors('en-en'))).json());
    expect(list.authors).toHaveLength(5);
    const page = authorPageSchema.parse((await get(apiPaths.author('de-de', 'priya-shah'))).json());
    expect(page.author).toMatchObject({ name: 'Priya Shah', role: 'Gartenbauexpertin', language: 'de' });
    expect(page.posts.length).toBe(page.author.postCount);
    expect(page.posts.every((p) => p.author.slug === 'priya-shah')).toBe(true);
    expect((await get(apiPaths.author('en-en', 'nobody'))).statusCode).toBe(404);
  });
});

describe('postContent', () => {
  it('turns ## lines into headings with unique ids and the rest into paragraphs', () => {
    expect(postContent('Intro.\n\n## Fazit\n\nText.\n\n## Fazit\n\n## Über Größe')).toEqual([
      { type: 'paragraph', text: 'Intro.' },
      { type: 'heading', id: 'fazit', text: 'Fazit' },
      { type: 'paragraph', text: 'Text.' },
      { type: 'heading', id: 'fazit-2', text: 'Fazit' },
      { type: 'heading', id: 'uber-grosse', text: 'Über Größe' },
    ]);
  });
});
