import styled from 'styled-components';
import { FormattedMessage } from '@storefront/shared-ui';
import { useStorefront } from '@storefront/shared-contracts';
import { useGetAuthorsQuery } from '../api/content-api';
import { AuthorCard } from '../features/blog';
import { useLanguage } from '../lib/language';
import { QueryState } from '../lib/query-state';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  padding: 0;
`;

/** `/authors` (`/de/autoren`): everyone who writes for the blog. */
export default function AuthorsPage() {
  const { iso, code } = useStorefront();
  const lang = useLanguage();
  const { data, isError } = useGetAuthorsQuery({ iso, lang });
  return (
    <article data-testid="authors-page">
      <h1>
        <FormattedMessage id="content.authors.title" />
      </h1>
      <p>
        <FormattedMessage id="content.authors.description" />
      </p>
      {data ? (
        <List>
          {data.authors.map((author) => (
            <li key={author.slug}>
              <AuthorCard author={author} storefront={code} writtenBy={false} />
            </li>
          ))}
        </List>
      ) : (
        <QueryState isError={isError} />
      )}
    </article>
  );
}
