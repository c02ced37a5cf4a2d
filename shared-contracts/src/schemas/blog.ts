import { z } from 'zod';
import { LANGUAGES } from '../locales';
import { slugSchema } from './common';

/* The blog's payloads: posts, their categories and authors, and the content endpoints' language query. */

export const languageSchema = z.enum(LANGUAGES);

/** `?lang=` of the content endpoints: the shopper's interface language; the storefront's own when absent. */
export const contentQuerySchema = z.object({
  lang: languageSchema.optional(),
});
export type ContentQuery = z.input<typeof contentQuerySchema>;

export const blogCategorySchema = z.object({
  slug: slugSchema,
  name: z.string(),
  /** Published posts in the category. */
  postCount: z.number().int().nonnegative(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const authorCardSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  /** One line under the name, e.g. "Head grower". */
  role: z.string(),
});
export type AuthorCard = z.infer<typeof authorCardSchema>;

export const authorSchema = authorCardSchema.extend({
  bio: z.string(),
  /** The language `role` and `bio` are written in (English when the asked language has no version). */
  language: languageSchema,
  postCount: z.number().int().nonnegative(),
});
export type Author = z.infer<typeof authorSchema>;

/** A post on a card (normal or small): the text in `language`, English when the asked language has no version. */
export const postCardSchema = z.object({
  slug: slugSchema,
  title: z.string(),
  excerpt: z.string(),
  language: languageSchema,
  category: z.object({ slug: slugSchema, name: z.string() }),
  author: authorCardSchema,
  /** ISO 8601 date-times. */
  publishedAt: z.string(),
  minutesRead: z.number().int().positive(),
});
export type PostCard = z.infer<typeof postCardSchema>;

/** A post's text as blocks: `## ` lines of the stored body become headings with an anchor id. */
export const postContentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), id: z.string(), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
]);
export type PostContentBlock = z.infer<typeof postContentBlockSchema>;

export const postDetailSchema = postCardSchema.extend({
  /** The languages the post is written in (always English): hreflang alternates only for these. */
  languages: z.array(languageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: authorSchema,
  content: z.array(postContentBlockSchema),
  /** Table of contents: the headings of `content`, in order. */
  toc: z.array(z.object({ id: z.string(), text: z.string() })),
  /** Up to 3 other published posts, same category first. */
  related: z.array(postCardSchema),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

/** `GET /api/{iso}/blog`: the blog index. */
export const blogIndexSchema = z.object({
  featured: postCardSchema.nullable(),
  /** Newest first, the featured post left out. */
  latest: z.array(postCardSchema),
  categories: z.array(blogCategorySchema),
});
export type BlogIndex = z.infer<typeof blogIndexSchema>;

/** `GET /api/{iso}/blog/{slug}`: `/blog/{slug}` is a post or a post category (their slugs never clash). */
export const blogEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), post: postDetailSchema }),
  z.object({
    kind: z.literal('category'),
    category: blogCategorySchema,
    posts: z.array(postCardSchema),
    categories: z.array(blogCategorySchema),
  }),
]);
export type BlogEntry = z.infer<typeof blogEntrySchema>;

/** `GET /api/{iso}/authors`. */
export const authorsResponseSchema = z.object({ authors: z.array(authorSchema) });
export type AuthorsResponse = z.infer<typeof authorsResponseSchema>;

/** `GET /api/{iso}/authors/{slug}`. */
export const authorPageSchema = z.object({ author: authorSchema, posts: z.array(postCardSchema) });
export type AuthorPage = z.infer<typeof authorPageSchema>;
