import styled from 'styled-components';
import { FormattedMessage, Link, useIntl } from '@storefront/shared-ui';
import { buildPath, type BlogEntry, type StorefrontCode, useStorefront } from '@storefront/shared-contracts';
import type { PageProps } from '@storefront/shared-contracts';
import { useGetBlogEntryQuery } from '../api/content-api';
import { AuthorCard, CategoryNav, PostCard, PostGrid, PostMeta, TableOfContents } from '../features/blog';
import { useLanguage } from '../lib/language';
import { QueryState } from '../lib/query-state';
import { Dot } from '../lib/dot';

const Post = styled.article`
  max-width: 760px;
  margin: 0 auto;
  overflow-wrap: anywhere;
  h1 {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  .meta,
  .dates {
    color: ${({ theme }) => theme.colors.muted};
  }
  .dates {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
    padding: 0;
    list-style: none;
    font-size: 0.9rem;
  }
  .body h2 {
    scroll-margin-top: 96px;
    margin-top: ${({ theme }) => theme.space(8)};
  }
  .body p {
    line-height: 1.6;
  }
  > section,
  > aside {
    margin: ${({ theme }) => theme.space(8)} 0;
  }
`;

const Crumbs = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    list-style: none;
    margin: ${({ theme }) => theme.space(4)} 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space(2)};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

function Breadcrumbs({
  storefront,
  category,
}: {
  storefront: StorefrontCode;
  category?: { slug: string; name: string };
}) {
  const intl = useIntl();
  return (
    <Crumbs aria-label={intl.formatMessage({ id: 'content.breadcrumbs' })}>
      <ol>
        <li>
          <Link to={buildPath('index', storefront)}>
            <FormattedMessage id="content.home" />
          </Link>
        </li>
        <li>
          <Link to={buildPath('blog', storefront)}>
            <FormattedMessage id="content.blog.title" />
          </Link>
        </li>
        {category ? (
          <li>
            <Link to={buildPath('blog-slug', storefront, { slug: category.slug })}>{category.name}</Link>
          </li>
        ) : null}
      </ol>
    </Crumbs>
  );
}

function PostView({
  post,
  storefront,
}: {
  post: Extract<BlogEntry, { kind: 'post' }>['post'];
  storefront: StorefrontCode;
}) {
  const intl = useIntl();
  const pageLanguage = useLanguage();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Post data-testid="blog-post">
      <Breadcrumbs storefront={storefront} category={post.category} />
      {post.language !== pageLanguage ? (
        <p role="note" data-testid="post-fallback">
          <FormattedMessage id="content.blog.notTranslated" />
        </p>
      ) : null}
      <div lang={post.language}>
        <h1>{post.title}</h1>
        <p className="meta">
          <Link to={buildPath('authors-slug', storefront, { slug: post.author.slug })}>{post.author.name}</Link>
          <Dot />
          <PostMeta post={post} />
        </p>
      </div>
      <ul className="dates" data-testid="post-dates">
        <li>
          <FormattedMessage
            id="content.blog.created"
            values={{ date: <time dateTime={post.createdAt}>{date(post.createdAt)}</time> }}
          />
        </li>
        <li>
          <FormattedMessage
            id="content.blog.published"
            values={{ date: <time dateTime={post.publishedAt}>{date(post.publishedAt)}</time> }}
          />
        </li>
        <li>
          <FormattedMessage
            id="content.blog.updated"
            values={{ date: <time dateTime={post.updatedAt}>{date(post.updatedAt)}</time> }}
          />
        </li>
      </ul>
      <div lang={post.language}>
        <TableOfContents toc={post.toc} />
        <div className="body" data-testid="post-body">
          {post.content.map((block, index) =>
            block.type === 'heading' ? (
              <h2 key={block.id} id={block.id}>
                {block.text}
              </h2>
            ) : (
              <p key={index}>{block.text}</p>
            ),
          )}
        </div>
      </div>
      <AuthorCard author={post.author} storefront={storefront} />
      {post.related.length > 0 ? (
        <section aria-labelledby="related-posts" data-testid="related-posts">
          <h2 id="related-posts">
            <FormattedMessage id="content.blog.related" />
          </h2>
          <PostGrid>
            {post.related.map((related) => (
              <PostCard key={related.slug} post={related} storefront={storefront} variant="small" headingLevel={3} />
            ))}
          </PostGrid>
        </section>
      ) : null}
    </Post>
  );
}

function CategoryView({
  entry,
  storefront,
}: {
  entry: Extract<BlogEntry, { kind: 'category' }>;
  storefront: StorefrontCode;
}) {
  return (
    <article data-testid="blog-category">
      <Breadcrumbs storefront={storefront} />
      <h1>{entry.category.name}</h1>
      <p>
        <FormattedMessage id="content.blog.postCount" values={{ count: entry.category.postCount }} />
      </p>
      <CategoryNav categories={entry.categories} storefront={storefront} current={entry.category.slug} />
      <PostGrid style={{ marginTop: 24 }}>
        {entry.posts.map((post) => (
          <PostCard key={post.slug} post={post} storefront={storefront} />
        ))}
      </PostGrid>
    </article>
  );
}

/** `/blog/{slug}`: a post (author card, table of contents, minutes read, dates, related posts) or a post category. */
export default function BlogSlugPage({ params }: PageProps) {
  const { iso, code } = useStorefront();
  const lang = useLanguage();
  const { data, isError } = useGetBlogEntryQuery({ iso, lang, slug: params.slug ?? '' });
  if (!data) return <QueryState isError={isError} />;
  return data.kind === 'post' ? (
    <PostView post={data.post} storefront={code} />
  ) : (
    <CategoryView entry={data} storefront={code} />
  );
}
