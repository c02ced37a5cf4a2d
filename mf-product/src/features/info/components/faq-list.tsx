import { useIntl } from '@storefront/shared-ui';
import type { ProductDetail } from '@storefront/shared-contracts';

/** The product's questions as disclosure widgets: they open and close without JavaScript. */
export function FaqList({ faq }: { faq: ProductDetail['faq'] }) {
  const intl = useIntl();
  if (faq.length === 0) return <p>{intl.formatMessage({ id: 'product.faq.none' })}</p>;
  return (
    <div data-testid="product-faq">
      {faq.map((entry) => (
        <details key={entry.question}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
