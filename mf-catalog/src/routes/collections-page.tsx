import { FormattedMessage } from '@storefront/shared-ui';
import { buildPath, useLanguage, useStorefront } from '@storefront/shared-contracts';
import { collectionsArgs, useGetCollectionsQuery } from '../api/catalog-api';
import { Link } from '@storefront/shared-ui';

/** `/collections`: the named collections and "View all Collections". */
export default function CollectionsPage() {
  const storefront = useStorefront();
  const language = useLanguage();
  const { data } = useGetCollectionsQuery(collectionsArgs(storefront.iso, language));
  return (
    <section>
      <h1>
        <FormattedMessage id="catalog.collections.title" />
      </h1>
      <ul>
        {data?.collections.map((collection) => (
          <li key={collection.slug}>
            <Link
              to={buildPath('collections-slug', storefront.code, { slug: collection.slug })}
              data-testid="collection-link"
            >
              {collection.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={buildPath('collections-all', storefront.code)}>
        <FormattedMessage id="catalog.collections.viewAll" />
      </Link>
    </section>
  );
}
