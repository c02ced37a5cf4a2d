import styled from 'styled-components';
import { buildPath, type HomeBlock, type StorefrontCode } from '@storefront/shared-contracts';
import { CardGrid, FormattedMessage, Link } from '@storefront/shared-ui';
import { BlockSection } from '@storefront/shared-ui/blocks';

const Collections = styled(CardGrid)`
  a {
    display: block;
    padding: ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.subtle};
    min-height: 120px;
    /* As tall as the row's tallest card (a name on two lines). */
    height: 100%;
    box-sizing: border-box;
  }
  strong {
    display: block;
    font-size: 1.1rem;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
  /* A phone: two columns of shorter cards (eight collections in four rows, not eight). */
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    a {
      min-height: 88px;
      padding: ${({ theme }) => theme.space(4)};
    }
    strong {
      font-size: 1rem;
      overflow-wrap: break-word;
      hyphens: auto;
    }
  }
`;

/** `collection-grid` (dynamic): every named collection with its seed count, each linking to its listing. */
export function CollectionGridBlock({
  block,
  headingId,
  storefront,
}: {
  block: Extract<HomeBlock, { type: 'collection-grid' }>;
  headingId: string;
  storefront: StorefrontCode;
}) {
  return (
    <BlockSection data-block="collection-grid" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <Collections>
        {block.collections.map((collection) => (
          <li key={collection.slug}>
            <Link
              to={buildPath('collections-slug', storefront, { slug: collection.slug })}
              data-testid="collection-link"
            >
              <strong>{collection.name}</strong>
              <span>
                <FormattedMessage id="catalog.strainsCount" values={{ amount: collection.productCount }} />
              </span>
            </Link>
          </li>
        ))}
      </Collections>
    </BlockSection>
  );
}
