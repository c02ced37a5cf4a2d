import styled from 'styled-components';
import { CardGrid, FormattedMessage } from '@storefront/shared-ui';
import { useStorefront } from '@storefront/shared-contracts';
import { useGetAuthorsQuery } from '../api/content-api';
import { AuthorCard } from '../features/blog';
import { useLanguage } from '../lib/language';
import { QueryState } from '../lib/query-state';

const List = styled(CardGrid).attrs({ $min: '320px' })``;

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
