import { useIntl } from '@storefront/shared-ui';

const POINTS = ['germination', 'genetics', 'discreet', 'replacement'] as const;

/** The shop's promises (the spec names the tab only; the words are ours). */
export function Guarantees() {
  const intl = useIntl();
  return (
    <ul data-testid="guarantees">
      {POINTS.map((point) => (
        <li key={point}>
          <strong>{intl.formatMessage({ id: `product.guarantees.${point}.title` })}</strong>{' '}
          {intl.formatMessage({ id: `product.guarantees.${point}.text` })}
        </li>
      ))}
    </ul>
  );
}
