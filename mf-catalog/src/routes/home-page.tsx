import { CardGrid, FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';
import { buildPath, useEventBus, useLanguage, useStorefront } from '@storefront/shared-contracts';
import { collectionsArgs, useGetCollectionsQuery } from '../api/catalog-api';
import { Link } from '@storefront/shared-ui';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(4)};
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const Collections = styled(CardGrid)`
  a {
    display: block;
    padding: ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.subtle};
    min-height: 120px;
  }
  strong {
    display: block;
    font-size: 1.1rem;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Home: the collections and the "All Best selling Seeds" link. */
export default function HomePage() {
  const storefront = useStorefront();
  const language = useLanguage();
  const bus = useEventBus();
  const { data, isError } = useGetCollectionsQuery(collectionsArgs(storefront.iso, language));
  return (
    <>
      <Hero>
        <h1>
          <FormattedMessage id="catalog.home.title" />
        </h1>
        <Link
          to={buildPath('collections-slug', storefront.code, { slug: 'best-sellers' })}
          data-testid="best-sellers-link"
        >
          <FormattedMessage id="catalog.home.bestSellers" />
        </Link>
        <p>
          {/* The page without JavaScript; with it, the Seedfinder opens over the home page (its code loads then). */}
          <a
            href={buildPath('seedfinder', storefront.code)}
            data-testid="home-seedfinder"
            onClick={(event) => {
              event.preventDefault();
              bus.emit('catalog:open-seedfinder', {});
            }}
          >
            <FormattedMessage id="catalog.home.seedfinder" />
          </a>
        </p>
      </Hero>
      {isError ? (
        <p role="alert">
          <FormattedMessage id="catalog.error" />
        </p>
      ) : null}
      <Collections aria-busy={!data}>
        {data?.collections.map((collection) => (
          <li key={collection.slug}>
            <Link
              to={buildPath('collections-slug', storefront.code, { slug: collection.slug })}
              data-testid="collection-link"
            >
              <strong>{collection.name}</strong>
              <span>
                <FormattedMessage id="catalog.seedsCount" values={{ amount: collection.productCount }} />
              </span>
            </Link>
          </li>
        ))}
      </Collections>
    </>
  );
}
