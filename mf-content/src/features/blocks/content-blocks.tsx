import { useIntl, FormattedMessage } from '@storefront/shared-ui';
import {
  CallToActionBlock,
  FaqListBlock,
  ImageTextBlock,
  ProductCarouselBlock,
  RichTextBlock,
} from '@storefront/shared-ui/blocks';
import type { ContentBlock, StorefrontCode } from '@storefront/shared-contracts';
import { DiscountCodesBlock } from './discount-codes-block';
import { PaymentMethodsBlock } from './payment-methods-block';
import { ShippingTableBlock } from './shipping-table-block';
import { ShopReviewsBlock } from './shop-reviews-block';

/**
 * One block by its type. The managed blocks the home page shows too (rich text, image with text, product
 * carousel, call to action, FAQ) are shared-ui's; the dynamic ones only content pages show are this folder's.
 */
function Block({ block, storefront, index }: { block: ContentBlock; storefront: StorefrontCode; index: number }) {
  const intl = useIntl();
  const headingId = `block-${index}`;
  switch (block.type) {
    case 'rich-text':
      return <RichTextBlock block={block} headingId={headingId} />;
    case 'image-text':
      return <ImageTextBlock block={block} headingId={headingId} eager={index === 0} />;
    case 'product-carousel':
      return (
        <ProductCarouselBlock
          block={block}
          headingId={headingId}
          storefront={storefront}
          fromLabel={(price) => <FormattedMessage id="content.blocks.from" values={{ price }} />}
          viewCollectionLabel={intl.formatMessage(
            { id: 'content.blocks.viewCollection' },
            { name: block.collection.name },
          )}
        />
      );
    case 'call-to-action':
      return <CallToActionBlock block={block} headingId={headingId} storefront={storefront} />;
    case 'faq-list':
      return <FaqListBlock block={block} headingId={headingId} />;
    case 'shop-reviews':
      return <ShopReviewsBlock block={block} headingId={headingId} storefront={storefront} />;
    case 'discount-codes':
      return <DiscountCodesBlock block={block} headingId={headingId} />;
    case 'shipping-table':
      return <ShippingTableBlock block={block} headingId={headingId} storefront={storefront} />;
    case 'payment-methods':
      return <PaymentMethodsBlock block={block} headingId={headingId} />;
  }
}

/** A content page's blocks, in order (block types: mf-content/README.md). */
export function ContentBlocks({ blocks, storefront }: { blocks: ContentBlock[]; storefront: StorefrontCode }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} storefront={storefront} index={index} />
      ))}
    </>
  );
}
