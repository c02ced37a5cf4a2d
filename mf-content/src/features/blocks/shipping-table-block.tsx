import styled from 'styled-components';
import { FormattedMessage, Link, Money, useIntl } from '@storefront/shared-ui';
import { BlockSection as Section, type BlockProps } from '@storefront/shared-ui/blocks';
import { buildPath, type ContentBlock, type StorefrontCode } from '@storefront/shared-contracts';
import { DataTable } from './data-table';

const CountryTables = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  caption small {
    display: block;
    font-weight: 400;
  }
`;

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

/** `shipping-table` (dynamic): a table per country of the storefront, and the note for the countries not listed. */
export function ShippingTableBlock({
  block,
  headingId,
  storefront,
}: BlockProps<Extract<ContentBlock, { type: 'shipping-table' }>> & { storefront: StorefrontCode }) {
  const intl = useIntl();
  return (
    <Section data-block="shipping-table" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <CountryTables data-testid="shipping-tables">
        {block.countries.map((country) => (
          <DataTable key={country.iso} data-country={country.iso}>
            <caption>
              {country.name}
              <small>
                {country.freeFrom ? (
                  <FormattedMessage
                    id="content.blocks.shipping.freeOver"
                    values={{ amount: <Money value={country.freeFrom} /> }}
                  />
                ) : (
                  <FormattedMessage id="content.blocks.shipping.alwaysFree" />
                )}
              </small>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="content.blocks.shipping.method" />
                </th>
                <th scope="col">
                  <FormattedMessage id="content.blocks.shipping.time" />
                </th>
                <th scope="col">
                  <FormattedMessage id="content.blocks.shipping.price" />
                </th>
              </tr>
            </thead>
            <tbody>
              {country.methods.map((method, i) => (
                <tr key={i}>
                  <th scope="row">
                    {intl.formatMessage({
                      id: method.tracked ? 'content.blocks.shipping.tracked' : 'content.blocks.shipping.untracked',
                    })}
                  </th>
                  <td>
                    {intl.formatMessage(
                      { id: 'content.blocks.shipping.days' },
                      { min: method.minDays, max: method.maxDays },
                    )}
                  </td>
                  <td className="nowrap">
                    {method.price.amount === 0 ? (
                      <FormattedMessage id="content.blocks.shipping.free" />
                    ) : (
                      <Money value={method.price} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        ))}
      </CountryTables>
      <Note data-testid="shipping-note">
        <span>{block.note}</span>
        <Link to={buildPath('contact', storefront)}>
          {intl.formatMessage({ id: 'content.blocks.shipping.contact' })}
        </Link>
      </Note>
    </Section>
  );
}
