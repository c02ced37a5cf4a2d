import styled from 'styled-components';
import type { ContentBlock } from '@storefront/shared-contracts';
import { BlockSection, type BlockProps } from './block-section';

const ImageText = styled(BlockSection)<{ $end: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  flex-direction: ${({ $end }) => ($end ? 'row-reverse' : 'row')};
  img {
    width: min(320px, 100%);
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  > div {
    flex: 1 1 280px;
    min-width: 0;
  }
`;

/** `image-text`: a strain's picture beside a heading and a paragraph; the first block of a page loads it eagerly. */
export function ImageTextBlock({
  block,
  headingId,
  eager = false,
}: BlockProps<Extract<ContentBlock, { type: 'image-text' }>> & { eager?: boolean }) {
  return (
    <ImageText data-block="image-text" $end={block.imageSide === 'end'} aria-labelledby={headingId}>
      <img
        src={block.image.src}
        srcSet={`${block.image.src} 1x, ${block.image.src2x} 2x`}
        width={block.image.width}
        height={block.image.height}
        alt={block.image.alt}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div>
        <h2 id={headingId}>{block.heading}</h2>
        <p>{block.text}</p>
      </div>
    </ImageText>
  );
}
