import styled from 'styled-components';
import { buildPath, type HomeBlock, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';

export const Hero = styled.section`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(4)};
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    max-width: 60ch;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    font-weight: 600;
  }
`;

/** `hero`: the page's main heading, a line and a link to a collection. */
export function HeroBlock({
  block,
  storefront,
}: {
  block: Extract<HomeBlock, { type: 'hero' }>;
  storefront: StorefrontCode;
}) {
  return (
    <Hero data-block="hero">
      <h1>{block.heading}</h1>
      <p>{block.text}</p>
      <Link to={buildPath('collections-slug', storefront, { slug: block.collection })} data-testid="hero-link">
        {block.label}
      </Link>
    </Hero>
  );
}
