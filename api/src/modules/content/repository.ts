import type { Language } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  language: Language;
  category_id: number;
  category_slug: string;
  category_name: string;
  author_id: number;
  author_slug: string;
  author_name: string;
  author_role: string;
  published_at: string;
  minutes_read: number;
  featured: boolean;
}

export interface PostDetailRow extends PostRow {
  body: string;
  created_at: string;
  updated_at: string;
  author_bio: string;
  author_language: Language;
  languages: Language[];
}

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  post_count: number;
}

export interface AuthorRow {
  id: number;
  slug: string;
  name: string;
  role: string;
  bio: string;
  language: Language;
  post_count: number;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Published posts with their text in $1, English where $1 has no version. */
const POSTS = `
  SELECT b.id, b.slug, coalesce(t.title, b.title) AS title, coalesce(t.excerpt, b.excerpt) AS excerpt,
    CASE WHEN t.post_id IS NULL THEN 'en' ELSE t.language END AS language,
    pc.id AS category_id, pc.slug AS category_slug, coalesce(pct.name, pc.name) AS category_name,
    a.id AS author_id, a.slug AS author_slug, a.name AS author_name, coalesce(at.role, a.role) AS author_role,
    ${iso('b.published_at')} AS published_at, coalesce(t.minutes_read, b.minutes_read) AS minutes_read, b.featured
  FROM blog_posts b
  LEFT JOIN blog_post_translations t ON t.post_id = b.id AND t.language = $1
  JOIN post_categories pc ON pc.id = b.category_id
  LEFT JOIN post_category_translations pct ON pct.category_id = pc.id AND pct.language = $1
  JOIN authors a ON a.id = b.author_id
  LEFT JOIN author_translations at ON at.author_id = a.id AND at.language = $1
  WHERE b.published_at <= now()`;

const ORDER = 'ORDER BY b.published_at DESC, b.id DESC';

/** SQL only: posts, categories and authors of the blog in a language. */
export function contentRepository(db: Queryable) {
  return {
    async latestPosts(language: Language, limit: number): Promise<PostRow[]> {
      const { rows } = await db.query<PostRow>(`${POSTS} ${ORDER} LIMIT ${Math.trunc(limit)}`, [language]);
      return rows;
    },

    async postsInCategory(language: Language, categoryId: number): Promise<PostRow[]> {
      const { rows } = await db.query<PostRow>(`${POSTS} AND b.category_id = $2 ${ORDER}`, [language, categoryId]);
      return rows;
    },

    async postsByAuthor(language: Language, authorId: number): Promise<PostRow[]> {
      const { rows } = await db.query<PostRow>(`${POSTS} AND b.author_id = $2 ${ORDER}`, [language, authorId]);
      return rows;
    },

    /** Up to `limit` other posts: the same category first, then the newest. */
    async relatedPosts(
      language: Language,
      post: { id: number; category_id: number },
      limit: number,
    ): Promise<PostRow[]> {
      const { rows } = await db.query<PostRow>(
        `${POSTS} AND b.id <> $2 ORDER BY (b.category_id = $3) DESC, b.published_at DESC, b.id DESC LIMIT ${Math.trunc(limit)}`,
        [language, post.id, post.category_id],
      );
      return rows;
    },

    async post(language: Language, slug: string): Promise<PostDetailRow | null> {
      const { rows } = await db.query<PostDetailRow>(
        `SELECT p.*, coalesce(t.body, b.body) AS body, ${iso('b.created_at')} AS created_at,
           ${iso('b.updated_at')} AS updated_at, coalesce(at.bio, a.bio) AS author_bio,
           CASE WHEN at.author_id IS NULL THEN 'en' ELSE at.language END AS author_language,
           ARRAY['en'] || ARRAY(SELECT l.language FROM blog_post_translations l WHERE l.post_id = b.id ORDER BY l.language) AS languages
         FROM (${POSTS} AND b.slug = $2) p
         JOIN blog_posts b ON b.id = p.id
         LEFT JOIN blog_post_translations t ON t.post_id = b.id AND t.language = $1
         JOIN authors a ON a.id = b.author_id
         LEFT JOIN author_translations at ON at.author_id = a.id AND at.language = $1`,
        [language, slug],
      );
      return rows[0] ?? null;
    },

    /** Categories in position order with their published post count. */
    async categories(language: Language): Promise<CategoryRow[]> {
      const { rows } = await db.query<CategoryRow>(
        `SELECT pc.id, pc.slug, coalesce(pct.name, pc.name) AS name,
           (SELECT count(*)::int FROM blog_posts b WHERE b.category_id = pc.id AND b.published_at <= now()) AS post_count
         FROM post_categories pc
         LEFT JOIN post_category_translations pct ON pct.category_id = pc.id AND pct.language = $1
         ORDER BY pc.position, pc.id`,
        [language],
      );
      return rows;
    },

    async authors(language: Language): Promise<AuthorRow[]> {
      const { rows } = await db.query<AuthorRow>(
        `SELECT a.id, a.slug, a.name, coalesce(at.role, a.role) AS role, coalesce(at.bio, a.bio) AS bio,
           CASE WHEN at.author_id IS NULL THEN 'en' ELSE at.language END AS language,
           (SELECT count(*)::int FROM blog_posts b WHERE b.author_id = a.id AND b.published_at <= now()) AS post_count
         FROM authors a
         LEFT JOIN author_translations at ON at.author_id = a.id AND at.language = $1
         ORDER BY a.id`,
        [language],
      );
      return rows;
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
