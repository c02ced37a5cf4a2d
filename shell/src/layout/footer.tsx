import { FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';
import { buildPath, type RouteId, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';
import { NewsletterForm } from './newsletter/newsletter-form';

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.subtle};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  content-visibility: auto;
  contain-intrinsic-size: auto 480px;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  display: grid;
  /* Never wider than the screen, whatever the newsletter field would like. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(140px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.text};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
  }
  li {
    min-height: ${({ theme }) => theme.touchTarget};
    display: flex;
    align-items: center;
  }
  /* Every link a 44 x 44 px target: a phone's footer is tapped, not clicked. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    min-width: ${({ theme }) => theme.touchTarget};
  }
`;

type Column = { id: string; links: readonly RouteId[] } | { id: 'featured'; names: readonly string[] };

/** Spec 2.4 footer columns. "Featured on" names the publications the shop appeared in (ours to fill). */
const COLUMNS: readonly Column[] = [
  { id: 'quickLinks', links: ['collections', 'price-list', 'seedfinder', 'discount-codes', 'blog'] },
  { id: 'aboutUs', links: ['our-story', 'reviews', 'authors', 'affiliates', 'work-careers'] },
  {
    id: 'service',
    links: [
      'contact',
      'faq',
      'order-status',
      'shipping-delivery',
      'payment-processing',
      'refund-policy',
      'return-policy',
      'privacy-policy',
      'terms-conditions',
      'sitemap',
    ],
  },
  { id: 'featured', names: ['The Home Grower', 'Seed Journal', 'Green Thumb Weekly'] },
];

/** Spec 1: the footer disclaimer of the storefront's region. */
export function disclaimerId(storefront: StorefrontCode): string {
  switch (storefront) {
    case 'au':
    case 'ca':
    case 'us':
      return `shell.footer.disclaimer.${storefront}`;
    case 'uk':
    case 'nz':
      return 'shell.footer.disclaimer.ukNz';
    default:
      return 'shell.footer.disclaimer.general';
  }
}

export function Footer({ storefront }: { storefront: StorefrontCode }) {
  return (
    <Foot data-testid="footer">
      <Inner>
        <NewsletterForm />
        <Columns>
          {COLUMNS.map((column) => (
            <section key={column.id} data-testid={`footer-${column.id}`}>
              <h2>
                <FormattedMessage id={`shell.footer.${column.id}`} />
              </h2>
              <ul>
                {'links' in column
                  ? column.links.map((route) => (
                      <li key={route}>
                        <Link to={buildPath(route as Exclude<RouteId, 'catchAll'>, storefront)}>
                          <FormattedMessage id={`shell.page.${route}`} />
                        </Link>
                      </li>
                    ))
                  : column.names.map((name) => <li key={name}>{name}</li>)}
              </ul>
            </section>
          ))}
        </Columns>
        <p data-testid="disclaimer">
          <FormattedMessage id={disclaimerId(storefront)} />
        </p>
      </Inner>
    </Foot>
  );
}
