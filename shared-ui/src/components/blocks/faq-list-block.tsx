import styled from 'styled-components';
import type { ContentBlock } from '@storefront/shared-contracts';
import { BlockSection, type BlockProps } from './block-section';

const Faq = styled(BlockSection)`
  details {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    cursor: pointer;
    font-weight: 600;
  }
`;

/** `faq-list`: a heading and its questions, each answer in a `<details>`. */
export function FaqListBlock({ block, headingId }: BlockProps<Extract<ContentBlock, { type: 'faq-list' }>>) {
  return (
    <Faq data-block="faq-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </Faq>
  );
}
