import { ERROR_CODES, type Language } from '@storefront/shared-contracts';
import type {
  Author,
  AuthorPage,
  AuthorsResponse,
  BlogEntry,
  BlogIndex,
  PostCard,
  BlogCategory,
  PostContentBlock,
  PostDetail,
} from '@storefront/shared-contracts/schemas';
import { AppError } from '../../http/errors';
import { slugify } from '../catalog/vocabulary';
import type { AuthorRow, CategoryRow, ContentRepository, PostDetailRow, PostRow } from './repository';

/** Posts on the blog index besides the featured one. */
export const LATEST_POSTS = 9;
export const RELATED_POSTS = 3;

export function toPostCard(row: PostRow): PostCard {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    language: row.language,
    category: { slug: row.category_slug, name: row.category_name },
    author: { slug: row.author_slug, name: row.author_name, role: row.author_role },
    publishedAt: row.published_at,
    minutesRead: row.minutes_read,
  };
}

const toCategory = (row: CategoryRow): BlogCategory => ({ slug: row.slug, name: row.name, postCount: row.post_count });

const toAuthor = (row: AuthorRow): Author => ({
  slug: row.slug,
  name: row.name,
  role: row.role,
  bio: row.bio,
  language: row.language,
  postCount: row.post_count,
});

/** The stored body as blocks: `## ` lines become headings with a unique anchor id, the rest paragraphs. */
export function postContent(body: string): PostContentBlock[] {
  const used = new Set<string>();
  const blocks: PostContentBlock[] = [];
  for (const part of body.split(/\n{2,}/)) {
    const text = part.trim();
    if (!text) continue;
    if (text.startsWith('## ')) {
      const heading = text.slice(3).trim();
      const base = slugify(heading.replace(/ß/g, 'ss')) || 'section';
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      blocks.push({ type: 'heading', id, text: heading });
    } else blocks.push({ type: 'paragraph', text });
  }
  return blocks;
}

export async function getBlogIndex(repo: ContentRepository, language: Language): Promise<BlogIndex> {
  const [posts, categories] = await Promise.all([repo.latestPosts(language, 40), repo.categories(language)]);
  const featured = posts.find((p) => p.featured) ?? posts[0] ?? null;
  return {
    featured: featured ? toPostCard(featured) : null,
    latest: posts
      .filter((p) => p !== featured)
      .slice(0, LATEST_POSTS)
      .map(toPostCard),
    categories: categories.map(toCategory),
  };
}

function toPostDetail(row: PostDetailRow, author: Author, related: PostRow[]): PostDetail {
  const content = postContent(row.body);
  return {
    ...toPostCard(row),
    languages: row.languages,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    author,
    content,
    toc: content.flatMap((b) => (b.type === 'heading' ? [{ id: b.id, text: b.text }] : [])),
    related: related.map(toPostCard),
  };
}

const notFound = (what: string, slug: string) =>
  new AppError(404, ERROR_CODES.notFound, `There is no ${what} '${slug}'.`);

/** A post, or else a post category; 404 when the slug is neither (or a draft). */
export async function getBlogEntry(repo: ContentRepository, language: Language, slug: string): Promise<BlogEntry> {
  const post = await repo.post(language, slug);
  if (post) {
    const [related, authors] = await Promise.all([
      repo.relatedPosts(language, post, RELATED_POSTS),
      repo.authors(language),
    ]);
    const author = authors.find((a) => a.id === post.author_id);
    if (!author) throw notFound('author for post', slug);
    return { kind: 'post', post: toPostDetail(post, toAuthor(author), related) };
  }
  const categories = await repo.categories(language);
  const category = categories.find((c) => c.slug === slug);
  if (!category) throw notFound('blog post or category', slug);
  const posts = await repo.postsInCategory(language, category.id);
  return {
    kind: 'category',
    category: toCategory(category),
    posts: posts.map(toPostCard),
    categories: categories.map(toCategory),
  };
}

export async function getAuthors(repo: ContentRepository, language: Language): Promise<AuthorsResponse> {
  return { authors: (await repo.authors(language)).map(toAuthor) };
}

export async function getAuthorPage(repo: ContentRepository, language: Language, slug: string): Promise<AuthorPage> {
  const author = (await repo.authors(language)).find((a) => a.slug === slug);
  if (!author) throw notFound('author', slug);
  const posts = await repo.postsByAuthor(language, author.id);
  return { author: toAuthor(author), posts: posts.map(toPostCard) };
}
