import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Money as MoneyValue } from '@storefront/shared-contracts';
import { Money } from './money';

const text = (locale: string, value: MoneyValue) =>
  render(
    <IntlProvider locale={locale}>
      <Money value={value} />
    </IntlProvider>,
  ).container.textContent?.replace(/\s/g, ' ');

describe('Money', () => {
  it('formats minor units in the currency and the locale of the storefront', () => {
    expect(text('en-GB', { amount: 5500, currency: 'GBP' })).toBe('£55.00');
    expect(text('en-US', { amount: 10000, currency: 'USD' })).toBe('$100.00');
    expect(text('de-DE', { amount: 1299, currency: 'EUR' })).toBe('12,99 €');
  });

  it('writes Canadian dollars as C$ (spec 9), in every locale', () => {
    expect(text('en-CA', { amount: 12000, currency: 'CAD' })).toBe('C$120.00');
    expect(text('fr-CA', { amount: 12000, currency: 'CAD' })).toBe('120,00 C$');
  });
});
