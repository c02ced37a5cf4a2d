import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { buildPath, type PriceListItem, type StorefrontCode } from '@storefront/shared-contracts';
import { Link, Money } from '@storefront/shared-ui';
import { ScrollTable } from '@storefront/shared-ui/scroll-table';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    min-width: 8em;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  }
  li {
    white-space: nowrap;
  }
  th a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.brandDark};
  }
  /* On a phone each strain's packs go under its name, across the whole width: beside an 8 em name column the
     packs would wrap to one or two per line, or push the prices out of sight in a table scrolled sideways. */
  @media (max-width: 36em) {
    tr {
      display: block;
    }
    thead tr {
      display: flex;
    }
    th,
    td {
      display: block;
      min-width: 0;
    }
    tbody th {
      border-bottom: none;
      padding-bottom: 0;
    }
  }
`;

/** "10 seeds", or "10 seeds + 2 free" with the free seeds stressed. */
function PackSeeds({ seeds, free }: { seeds: number; free: number }) {
  const amount = <FormattedMessage id="catalog.seedsCount" values={{ amount: seeds }} />;
  if (free === 0) return amount;
  return (
    <FormattedMessage
      id="catalog.priceList.packWithFree"
      values={{ seeds: amount, free, em: (chunks) => <em>{chunks}</em> }}
    />
  );
}

/**
 * Columns Strain and Seeds: every pack of every strain with its price in the storefront's currency. On a
 * phone the table scrolls sideways in its own box when it must, never the page.
 */
export function PriceTable({ items, storefront }: { items: PriceListItem[]; storefront: StorefrontCode }) {
  const intl = useIntl();
  return (
    <ScrollTable label={intl.formatMessage({ id: 'catalog.priceList.title' })} testId="price-list-scroll">
      <Table data-testid="price-list">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="catalog.priceList.strain" />
            </th>
            <th scope="col">
              <FormattedMessage id="catalog.priceList.seeds" />
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="price-list-row">
              <th scope="row">
                <Link to={buildPath('product-slug', storefront, { slug: item.slug })}>{item.name}</Link>
              </th>
              <td>
                <ul>
                  {item.packs.map((pack) => (
                    <li key={pack.id} data-testid="price-list-pack">
                      <FormattedMessage
                        id="catalog.priceList.packPrice"
                        values={{
                          pack: <PackSeeds seeds={pack.seeds} free={pack.freeSeeds} />,
                          price: <Money value={pack.price} />,
                        }}
                      />
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollTable>
  );
}
