import { useIntl } from '@storefront/shared-ui';
import { sharedSelectors, useStorefrontSelector } from '@storefront/shared-contracts';
import { Money } from '@storefront/shared-ui';
import { InfoTable } from './info-table';

/**
 * Transit times per country from the settings' carrier_info ("From {min} to {max} business days") and each
 * country's free-shipping threshold in the storefront's currency (spec 9: 0 means shipping is always free).
 */
export function ShippingInfo() {
  const intl = useIntl();
  const settings = useStorefrontSelector((state) => sharedSelectors.selectSettings(state));
  if (!settings) return <p>{intl.formatMessage({ id: 'product.shipping.unavailable' })}</p>;
  const currency = settings.region_default_currency.iso_code;
  const countries = new Map(settings.region_countries.map((c) => [c.iso, c.name]));
  const rows = [...settings.carrier_info].sort((a, b) =>
    (countries.get(a.iso) ?? a.iso).localeCompare(countries.get(b.iso) ?? b.iso),
  );
  return (
    <>
      <InfoTable data-testid="shipping-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'product.shipping.country' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'product.shipping.transit' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'product.shipping.free' })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((carrier) => (
            <tr key={carrier.id} data-testid="shipping-row">
              <th scope="row">{countries.get(carrier.iso) ?? carrier.iso}</th>
              <td>{intl.formatMessage({ id: 'product.shipping.days' }, { min: carrier.min, max: carrier.max })}</td>
              <td>
                {carrier.free_from === 0
                  ? intl.formatMessage({ id: 'product.shipping.alwaysFree' })
                  : intl.formatMessage(
                      { id: 'product.shipping.freeOver' },
                      { amount: <Money key="m" value={{ amount: carrier.free_from, currency }} /> },
                    )}
              </td>
            </tr>
          ))}
        </tbody>
      </InfoTable>
      <p>{intl.formatMessage({ id: 'product.shipping.notListed' })}</p>
    </>
  );
}
