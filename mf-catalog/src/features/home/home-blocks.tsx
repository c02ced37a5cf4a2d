import type { ReactNode } from 'react';
import type { HomeBlock, StorefrontCode } from '@storefront/shared-contracts';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import {
  CallToActionBlock,
  FaqListBlock,
  ImageTextBlock,
  ProductCarouselBlock,
  RichTextBlock,
} from '@storefront/shared-ui/blocks';
import { CollectionGridBlock } from './collection-grid-block';
import { HeroBlock } from './hero-block';
import { SeedfinderTeaserBlock } from './seedfinder-teaser-block';

const fromLabel = (price: ReactNode) => <FormattedMessage id="catalog.home.from" values={{ price }} />;

function Block({ block, index, storefront }: { block: HomeBlock; index: number; storefront: StorefrontCode }) {
  const intl = useIntl();
  const headingId = `home-block-${index}`;
  switch (block.type) {
    case 'hero':
      return <HeroBlock block={block} storefront={storefront} />;
    case 'collection-grid':
      return <CollectionGridBlock block={block} headingId={headingId} storefront={storefront} />;
    case 'seedfinder-teaser':
      return <SeedfinderTeaserBlock block={block} headingId={headingId} storefront={storefront} />;
    case 'product-carousel':
      return (
        <ProductCarouselBlock
          block={block}
          headingId={headingId}
          storefront={storefront}
          fromLabel={fromLabel}
          viewCollectionLabel={intl.formatMessage(
            { id: 'catalog.home.viewCollection' },
            { name: block.collection.name },
          )}
        />
      );
    case 'rich-text':
      return <RichTextBlock block={block} headingId={headingId} />;
    case 'image-text':
      return <ImageTextBlock block={block} headingId={headingId} eager={index === 0} />;
    case 'call-to-action':
      return <CallToActionBlock block={block} headingId={headingId} storefront={storefront} />;
    case 'faq-list':
      return <FaqListBlock block={block} headingId={headingId} />;
  }
}

/** The home page's blocks in their order (types: mf-catalog/README.md). */
export function HomeBlocks({ blocks, storefront }: { blocks: HomeBlock[]; storefront: StorefrontCode }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} index={index} storefront={storefront} />
      ))}
    </>
  );
}
