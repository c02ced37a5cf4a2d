import type { ContentBlock } from '@storefront/shared-contracts';
import { BlockSection, type BlockProps } from './block-section';

/** `rich-text`: an optional heading and its paragraphs. */
export function RichTextBlock({ block, headingId }: BlockProps<Extract<ContentBlock, { type: 'rich-text' }>>) {
  return (
    <BlockSection data-block="rich-text" aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      {block.paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </BlockSection>
  );
}
