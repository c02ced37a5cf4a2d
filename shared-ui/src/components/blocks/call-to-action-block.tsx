import styled from 'styled-components';
import { buildPath, type ContentBlock, type RouteId, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';
import { BlockSection, type BlockProps } from './block-section';

/** A highlighted box with a button-like link (call to action; the home's Seedfinder teaser looks the same). */
export const CtaBox = styled(BlockSection)`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.subtle};
  h2 {
    margin-top: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** `call-to-action`: a heading, a line and a button to a route without parameters, in the storefront. */
export function CallToActionBlock({
  block,
  headingId,
  storefront,
}: BlockProps<Extract<ContentBlock, { type: 'call-to-action' }>> & { storefront: StorefrontCode }) {
  return (
    <CtaBox data-block="call-to-action" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <p>{block.text}</p>
      <Link to={buildPath(block.routeId as Exclude<RouteId, 'catchAll'>, storefront)}>{block.label}</Link>
    </CtaBox>
  );
}
