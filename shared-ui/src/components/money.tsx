import { FormattedNumber } from 'react-intl';
import type { Money as MoneyValue } from '@storefront/shared-contracts';

/** Formats integer minor units in their currency, in the page's locale. */
export function Money({ value }: { value: MoneyValue }) {
  return <FormattedNumber value={value.amount / 100} style="currency" currency={value.currency} />;
}
