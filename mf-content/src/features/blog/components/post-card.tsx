import styled from 'styled-components';
import { CardGrid, FormattedMessage, Link, useIntl } from '@storefront/shared-ui';
import { buildPath, type PostCard as PostCardData, type StorefrontCode } from '@storefront/shared-contracts';
import { PostMeta } from './post-meta';
import { Dot } from '../../../lib/dot';
import { useLanguage } from '../../../lib/language';

const Card = styled.article<{ $small: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme, $small }) => theme.space($small ? 3 : 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  h2,
  h3 {
    margin: 0;
    font-size: ${({ $small }) => ($small ? '1rem' : '1.2rem')};
    overflow-wrap: anywhere;
  }
  h2 a,
  h3 a {
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
  }
  .meta {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .category {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

export interface PostCardProps {
  post: PostCardData;
  storefront: StorefrontCode;
  /** Small: title and meta only (related posts, sidebars); normal: with category, excerpt and author. */
  variant?: 'normal' | 'small';
  /** The heading level of the title within its page. */
  headingLevel?: 2 | 3;
}

/** A post on a card; its text carries `lang` (an English fallback on a German page says so). */
export function PostCard({ post, storefront, variant = 'normal', headingLevel = 2 }: PostCardProps) {
  const small = variant === 'small';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const intl = useIntl();
  const pageLanguage = useLanguage();
  // A post not written in the page's language (every post in French and Dutch, two in German) says so on its card
  // before it is opened, in the page's language ("En anglais").
  const otherLanguage =
    post.language === pageLanguage
      ? null
      : (new Intl.DisplayNames([intl.locale], { type: 'language' }).of(post.language) ?? post.language);
  return (
    <Card $small={small} lang={post.language} data-testid={small ? 'post-card-small' : 'post-card'}>
      {small ? null : (
        <Link className="category" to={buildPath('blog-slug', storefront, { slug: post.category.slug })}>
          {post.category.name}
        </Link>
      )}
      <Heading>
        <Link to={buildPath('blog-slug', storefront, { slug: post.slug })}>{post.title}</Link>
      </Heading>
      {small ? null : <p>{post.excerpt}</p>}
      <p className="meta">
        {small ? null : (
          <>
            <FormattedMessage id="content.blog.byAuthor" values={{ name: post.author.name }} />
            <Dot />
          </>
        )}
        <PostMeta post={post} />
      </p>
      {otherLanguage ? (
        <p className="meta" lang={pageLanguage} data-testid="post-card-language">
          <FormattedMessage id="content.blog.inLanguage" values={{ language: otherLanguage }} />
        </p>
      ) : null}
    </Card>
  );
}

export const PostGrid = styled(CardGrid).attrs({ as: 'div', $min: '280px' })``;
