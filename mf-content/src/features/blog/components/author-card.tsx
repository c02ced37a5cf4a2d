import styled from 'styled-components';
import { FormattedMessage, Link } from '@storefront/shared-ui';
import { buildPath, type Author, type StorefrontCode } from '@storefront/shared-contracts';

const Card = styled.aside`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  .avatar {
    flex: none;
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: 700;
  }
  h2,
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  h2 {
    font-size: 1.1rem;
  }
  .role {
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^\p{Lu}/u.test(part))
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** The author of a post (or on the authors list): initials, name, role, bio and a link to their page. */
export function AuthorCard({
  author,
  storefront,
  writtenBy = true,
}: {
  author: Author;
  storefront: StorefrontCode;
  /** "Written by" above a post's author; the authors list shows none. */
  writtenBy?: boolean;
}) {
  const path = buildPath('authors-slug', storefront, { slug: author.slug });
  return (
    <Card data-testid="author-card" lang={author.language} aria-label={author.name}>
      <span className="avatar" aria-hidden="true">
        {initials(author.name)}
      </span>
      <div>
        {writtenBy ? (
          <p className="role">
            <FormattedMessage id="content.blog.writtenBy" />
          </p>
        ) : null}
        <h2>
          <Link to={path}>{author.name}</Link>
        </h2>
        <p className="role">{author.role}</p>
        <p>{author.bio}</p>
        <p>
          <FormattedMessage id="content.authors.postCount" values={{ count: author.postCount }} />
        </p>
      </div>
    </Card>
  );
}
