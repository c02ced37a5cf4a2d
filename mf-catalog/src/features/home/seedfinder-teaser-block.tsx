import { buildPath, useEventBus, type HomeBlock, type StorefrontCode } from '@storefront/shared-contracts';
import { CtaBox } from '@storefront/shared-ui/blocks';

/**
 * `seedfinder-teaser`: a line and a link to the Seedfinder. Without JavaScript the link opens its page; with
 * it, the Seedfinder opens over the home page (its code loads then).
 */
export function SeedfinderTeaserBlock({
  block,
  headingId,
  storefront,
}: {
  block: Extract<HomeBlock, { type: 'seedfinder-teaser' }>;
  headingId: string;
  storefront: StorefrontCode;
}) {
  const bus = useEventBus();
  return (
    <CtaBox data-block="seedfinder-teaser" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <p>{block.text}</p>
      <a
        href={buildPath('seedfinder', storefront)}
        data-testid="home-seedfinder"
        onClick={(event) => {
          event.preventDefault();
          bus.emit('catalog:open-seedfinder', {});
        }}
      >
        {block.label}
      </a>
    </CtaBox>
  );
}
