import styled from 'styled-components';
import { useIntl } from '@storefront/shared-ui';
import type { PostDetail } from '@storefront/shared-contracts';

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.subtle};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

/** The post's headings as in-page links: plain anchors, so they work before (and without) JavaScript. */
export function TableOfContents({ toc }: { toc: PostDetail['toc'] }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'content.blog.toc' });
  if (toc.length === 0) return null;
  return (
    <Nav aria-labelledby="post-toc-title" data-testid="post-toc">
      <h2 id="post-toc-title">{label}</h2>
      <ol>
        {toc.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
