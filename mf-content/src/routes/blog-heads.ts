import { buildPath, SHOP_NAME, type HeadContext, type PageHead, type PostDetail } from '@storefront/shared-contracts';
import { contentApi } from '../api/content-api';

type ContentState = Parameters<ReturnType<typeof contentApi.endpoints.getBlogIndex.select>>[0];

const DESCRIPTION_LENGTH = 160;

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

const argsOf = (ctx: HeadContext) => ({ iso: ctx.iso, lang: ctx.language });

/** schema.org BreadcrumbList: Home, then the given trail (names and route paths). */
export function breadcrumbList(ctx: HeadContext, trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: ctx.formatMessage('content.home'), path: buildPath('index', ctx.storefront) },
      ...trail,
    ].map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: `${ctx.origin}${entry.path}`,
    })),
  };
}

const blogCrumb = (ctx: HeadContext) => ({
  name: ctx.formatMessage('content.blog.title'),
  path: buildPath('blog', ctx.storefront),
});

export function blogHead(ctx: HeadContext): PageHead {
  return {
    title: ctx.formatMessage('content.blog.title'),
    description: ctx.formatMessage('content.blog.description'),
    jsonLd: [breadcrumbList(ctx, [blogCrumb(ctx)])],
  };
}

/** schema.org BlogPosting of a post. */
export function blogPosting(post: PostDetail, ctx: HeadContext): Record<string, unknown> {
  const url = `${ctx.origin}${buildPath('blog-slug', ctx.storefront, { slug: post.slug })}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    inLanguage: post.language,
    url,
    mainEntityOfPage: url,
    articleSection: post.category.name,
    dateCreated: post.createdAt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    timeRequired: `PT${post.minutesRead}M`,
    author: {
      '@type': 'Person',
      name: post.author.name,
      url: `${ctx.origin}${buildPath('authors-slug', ctx.storefront, { slug: post.author.slug })}`,
    },
    publisher: { '@type': 'Organization', name: SHOP_NAME, url: `${ctx.origin}/` },
  };
}

/** A post: its title and excerpt, hreflang for the languages it exists in, BlogPosting and BreadcrumbList; or a category. */
export function blogSlugHead(ctx: HeadContext): PageHead | null {
  const { data } = contentApi.endpoints.getBlogEntry.select({ ...argsOf(ctx), slug: ctx.params.slug ?? '' })(
    ctx.state as ContentState,
  );
  if (!data) return null;
  if (data.kind === 'category') {
    return {
      title: data.category.name,
      description: ctx.formatMessage('content.blog.categoryDescription', { name: data.category.name }),
      jsonLd: [
        breadcrumbList(ctx, [
          blogCrumb(ctx),
          { name: data.category.name, path: buildPath('blog-slug', ctx.storefront, { slug: data.category.slug }) },
        ]),
      ],
    };
  }
  const { post } = data;
  return {
    title: post.title,
    description: shorten(post.excerpt),
    // hreflang only for the storefronts whose language the post is written in (no German version: no /de link).
    languages: post.languages,
    jsonLd: [
      blogPosting(post, ctx),
      breadcrumbList(ctx, [
        blogCrumb(ctx),
        { name: post.category.name, path: buildPath('blog-slug', ctx.storefront, { slug: post.category.slug }) },
        { name: post.title, path: buildPath('blog-slug', ctx.storefront, { slug: post.slug }) },
      ]),
    ],
  };
}

export function authorsHead(ctx: HeadContext): PageHead {
  const title = ctx.formatMessage('content.authors.title');
  return {
    title,
    description: ctx.formatMessage('content.authors.description'),
    jsonLd: [breadcrumbList(ctx, [blogCrumb(ctx), { name: title, path: buildPath('authors', ctx.storefront) }])],
  };
}

export function authorsSlugHead(ctx: HeadContext): PageHead | null {
  const { data } = contentApi.endpoints.getAuthorPage.select({ ...argsOf(ctx), slug: ctx.params.slug ?? '' })(
    ctx.state as ContentState,
  );
  if (!data) return null;
  const { author } = data;
  const path = buildPath('authors-slug', ctx.storefront, { slug: author.slug });
  return {
    title: author.name,
    description: shorten(`${author.role}. ${author.bio}`),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: author.name,
        jobTitle: author.role,
        description: author.bio,
        url: `${ctx.origin}${path}`,
      },
      breadcrumbList(ctx, [
        blogCrumb(ctx),
        { name: ctx.formatMessage('content.authors.title'), path: buildPath('authors', ctx.storefront) },
        { name: author.name, path },
      ]),
    ],
  };
}
