import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';

const Points = styled.ul`
  strong {
    margin-inline-end: 0.35em;
  }
`;

const POINTS = ['germination', 'genetics', 'discreet', 'replacement'] as const;

/** The shop's promises (the spec names the tab only; the words are ours). */
export function Guarantees() {
  const intl = useIntl();
  return (
    <Points data-testid="guarantees">
      {POINTS.map((point) => (
        <li key={point}>
          <strong>{intl.formatMessage({ id: `product.guarantees.${point}.title` })}</strong>
          {intl.formatMessage({ id: `product.guarantees.${point}.text` })}
        </li>
      ))}
    </Points>
  );
}
