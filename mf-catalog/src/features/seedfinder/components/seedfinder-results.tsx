import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import { ProductCard } from '@storefront/shared-ui/product-card';
import styled from 'styled-components';
import { useEventBus, type SeedfinderAnswers, type SeedfinderResult } from '@storefront/shared-contracts';

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  &[data-compact] {
    grid-template-columns: 1fr;
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    align-content: start;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  h4 {
    margin: 0;
    font-size: 0.95rem;
  }
  button {
    font: inherit;
    font-weight: 700;
    min-height: ${({ theme }) => theme.touchTarget};
    border-radius: ${({ theme }) => theme.radius};
    border: 0;
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    cursor: pointer;
  }
`;

const Score = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

export interface ResultsProps {
  answers: SeedfinderAnswers;
  results: SeedfinderResult[];
  /** The link to a product (a router link on the page, a plain link in the modal). */
  renderProductLink: (slug: string, children: ReactNode) => ReactNode;
  /** One column of inline cards (the modal). */
  compact: boolean;
  focusOnShow: boolean;
}

/** The ranked strains: card, match, the reasons they fit and "Add to cart" (the smallest pack). */
export function SeedfinderResults({ answers, results, renderProductLink, compact, focusOnShow }: ResultsProps) {
  const intl = useIntl();
  const bus = useEventBus();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <section data-testid="seedfinder-results" aria-labelledby="seedfinder-results-title">
      <h2 id="seedfinder-results-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="catalog.seedfinder.results.title" />
      </h2>
      {results.length === 0 ? (
        <p data-testid="no-results">
          <FormattedMessage id="catalog.seedfinder.results.empty" />
        </p>
      ) : (
        <List data-compact={compact ? '' : undefined}>
          {results.map(({ product, pack, score, reasons }, index) => (
            <li key={product.id} data-testid="seedfinder-result">
              <ProductCard
                product={product}
                variant={compact ? 'inline' : 'normal'}
                imageLoading={index < 3 ? 'eager' : 'lazy'}
                renderLink={(children) => renderProductLink(product.slug, children)}
                fromLabel={(price) => <FormattedMessage id="catalog.seedfinder.results.from" values={{ price }} />}
                meta={
                  <Score data-testid="seedfinder-score">
                    <FormattedMessage id="catalog.seedfinder.results.match" values={{ score }} />
                  </Score>
                }
              />
              <h4>
                <FormattedMessage id="catalog.seedfinder.results.why" />
              </h4>
              <ul>
                {reasons.map((reason) => (
                  <li key={reason.code} data-testid="seedfinder-reason" data-code={reason.code}>
                    <FormattedMessage
                      id={`catalog.seedfinder.reason.${reason.code}`}
                      values={{ value: reason.value ?? '', place: answers.place }}
                    />
                  </li>
                ))}
              </ul>
              <button
                type="button"
                data-testid="seedfinder-add-to-cart"
                aria-label={intl.formatMessage(
                  { id: 'catalog.seedfinder.addToCartLabel' },
                  { name: product.name, seeds: pack.seeds },
                )}
                onClick={() => bus.emit('cart:add-item', { packId: pack.id, quantity: 1, productName: product.name })}
              >
                <FormattedMessage id="catalog.seedfinder.addToCart" />
              </button>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
