import styled from 'styled-components';
import { FormattedMessage, Link } from '@storefront/shared-ui';
import { buildPath, useStorefront } from '@storefront/shared-contracts';
import { useGetBlogIndexQuery } from '../api/content-api';
import { CategoryNav, PostCard, PostGrid } from '../features/blog';
import { useLanguage } from '../lib/language';
import { QueryState } from '../lib/query-state';

const Section = styled.section`
  margin: ${({ theme }) => theme.space(8)} 0;
`;

/** `/blog`: the featured post, the latest posts and browse by category. */
export default function BlogPage() {
  const { iso, code } = useStorefront();
  const lang = useLanguage();
  const { data, isError } = useGetBlogIndexQuery({ iso, lang });
  return (
    <article data-testid="blog-page">
      <h1>
        <FormattedMessage id="content.blog.title" />
      </h1>
      <p>
        <FormattedMessage id="content.blog.description" />
      </p>
      {data ? (
        <>
          <Section aria-labelledby="blog-categories">
            <h2 id="blog-categories">
              <FormattedMessage id="content.blog.categories" />
            </h2>
            <CategoryNav categories={data.categories} storefront={code} />
          </Section>
          {data.featured ? (
            <Section aria-labelledby="blog-featured" data-testid="featured-post">
              <h2 id="blog-featured">
                <FormattedMessage id="content.blog.featured" />
              </h2>
              <PostCard post={data.featured} storefront={code} headingLevel={3} />
            </Section>
          ) : null}
          <Section aria-labelledby="blog-latest">
            <h2 id="blog-latest">
              <FormattedMessage id="content.blog.latest" />
            </h2>
            <PostGrid>
              {data.latest.map((post) => (
                <PostCard key={post.slug} post={post} storefront={code} headingLevel={3} />
              ))}
            </PostGrid>
          </Section>
          <p>
            <Link to={buildPath('authors', code)}>
              <FormattedMessage id="content.authors.title" />
            </Link>
          </p>
        </>
      ) : (
        <QueryState isError={isError} />
      )}
    </article>
  );
}
