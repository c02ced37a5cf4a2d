import { useIntl } from 'react-intl';
import type { CurrencyCode, Money as MoneyValue } from '@storefront/shared-contracts';

/**
 * Currency signs the shop writes its own way (spec 9: "C$120.00"), whatever the locale's default
 * ("$" in en-CA, "CA$" elsewhere).
 */
const SIGNS: Partial<Record<CurrencyCode, string>> = { CAD: 'C$' };

/** Formats integer minor units in their currency, in the page's locale. */
export function Money({ value }: { value: MoneyValue }) {
  const intl = useIntl();
  const sign = SIGNS[value.currency];
  const parts = intl.formatNumberToParts(value.amount / 100, { style: 'currency', currency: value.currency });
  return <>{parts.map((part) => (part.type === 'currency' && sign ? sign : part.value)).join('')}</>;
}
