import { useIntl } from '@storefront/shared-ui';
import { sharedSelectors, useStorefrontSelector } from '@storefront/shared-contracts';
import { InfoTable } from './info-table';

/** The settings' payment options, captioned "Availability varies per region". */
export function PaymentInfo() {
  const intl = useIntl();
  const settings = useStorefrontSelector((state) => sharedSelectors.selectSettings(state));
  if (!settings) return <p>{intl.formatMessage({ id: 'product.payment.unavailable' })}</p>;
  const countries = new Map(settings.region_countries.map((c) => [c.iso, c.name]));
  return (
    <InfoTable data-testid="payment-table">
      <caption>{intl.formatMessage({ id: 'product.payment.caption' })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'product.payment.method' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'product.payment.where' })}</th>
        </tr>
      </thead>
      <tbody>
        {settings.payment_options.map((option) => (
          <tr key={option.id} data-testid="payment-row">
            <th scope="row">{option.name}</th>
            <td>
              {option.countries.length === 0
                ? intl.formatMessage({ id: 'product.payment.everywhere' })
                : option.countries.map((iso) => countries.get(iso) ?? iso).join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </InfoTable>
  );
}
