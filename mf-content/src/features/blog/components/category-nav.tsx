import styled from 'styled-components';
import { Link, useIntl } from '@storefront/shared-ui';
import { buildPath, type BlogCategory, type StorefrontCode } from '@storefront/shared-contracts';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;

/** "Browse by category": a link per post category with its post count. */
export function CategoryNav({
  categories,
  storefront,
  current,
}: {
  categories: BlogCategory[];
  storefront: StorefrontCode;
  current?: string;
}) {
  const intl = useIntl();
  return (
    <Nav aria-label={intl.formatMessage({ id: 'content.blog.categories' })} data-testid="category-nav">
      <ul>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              to={buildPath('blog-slug', storefront, { slug: c.slug })}
              aria-current={c.slug === current ? 'page' : undefined}
            >
              {intl.formatMessage({ id: 'content.blog.categoryLink' }, { name: c.name, count: c.postCount })}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
