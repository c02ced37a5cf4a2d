import { FormattedMessage, Link } from '@storefront/shared-ui';
import { buildPath, useStorefront, type PageProps } from '@storefront/shared-contracts';
import { useGetAuthorPageQuery } from '../api/content-api';
import { PostCard, PostGrid } from '../features/blog';
import { useLanguage } from '../lib/language';
import { QueryState } from '../lib/query-state';

/** `/authors/{slug}` (`/de/autoren/{slug}`): an author, their bio and their posts. */
export default function AuthorsSlugPage({ params }: PageProps) {
  const { iso, code } = useStorefront();
  const lang = useLanguage();
  const { data, isError } = useGetAuthorPageQuery({ iso, lang, slug: params.slug ?? '' });
  if (!data) return <QueryState isError={isError} />;
  const { author, posts } = data;
  return (
    <article data-testid="author-page">
      <p>
        <Link to={buildPath('authors', code)}>
          <FormattedMessage id="content.authors.title" />
        </Link>
      </p>
      <h1>{author.name}</h1>
      <div lang={author.language}>
        <p>{author.role}</p>
        <p>{author.bio}</p>
      </div>
      <h2>
        <FormattedMessage id="content.authors.posts" values={{ name: author.name }} />
      </h2>
      <PostGrid>
        {posts.map((post) => (
          <PostCard key={post.slug} post={post} storefront={code} headingLevel={3} />
        ))}
      </PostGrid>
    </article>
  );
}
