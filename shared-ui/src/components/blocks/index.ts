// The renderers of the content blocks both the content pages (mf-content) and the home page (mf-catalog) show:
// presentational, no data fetching (the api resolves every block), texts of the area passed in. A subpath
// export (`@storefront/shared-ui/blocks`): bundled by the areas that show blocks, not by every page.
export { BlockSection, type BlockProps } from './block-section';
export { RichTextBlock } from './rich-text-block';
export { ImageTextBlock } from './image-text-block';
export { CallToActionBlock, CtaBox } from './call-to-action-block';
export { FaqListBlock } from './faq-list-block';
export { ProductCarouselBlock, type ProductCarouselBlockProps } from './product-carousel-block';
