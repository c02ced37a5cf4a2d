import { FormattedMessage, Money, useIntl } from '@storefront/shared-ui';
import { BlockSection as Section, type BlockProps } from '@storefront/shared-ui/blocks';
import type { ContentBlock } from '@storefront/shared-contracts';
import { DataTable } from './data-table';

/** A YYYY-MM-DD date in the interface language. */
const useDay = () => {
  const intl = useIntl();
  return (day: string) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
};

/** `discount-codes` (dynamic): the public codes live now, each with its discount and conditions. */
export function DiscountCodesBlock({
  block,
  headingId,
}: BlockProps<Extract<ContentBlock, { type: 'discount-codes' }>>) {
  const intl = useIntl();
  const day = useDay();
  return (
    <Section data-block="discount-codes" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.codes.length === 0 ? (
        <p>
          <FormattedMessage id="content.blocks.codes.none" />
        </p>
      ) : (
        <DataTable data-testid="discount-codes">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="content.blocks.codes.code" />
              </th>
              <th scope="col">
                <FormattedMessage id="content.blocks.codes.discount" />
              </th>
              <th scope="col">
                <FormattedMessage id="content.blocks.codes.conditions" />
              </th>
            </tr>
          </thead>
          <tbody>
            {block.codes.map((c) => (
              <tr key={c.code} data-code={c.code}>
                <th scope="row">
                  <code>{c.code}</code>
                </th>
                <td className="nowrap">
                  {c.discount.kind === 'percent' ? (
                    intl.formatMessage(
                      { id: 'content.blocks.codes.off' },
                      { amount: intl.formatNumber(c.discount.percent / 100, { style: 'percent' }) },
                    )
                  ) : (
                    <FormattedMessage
                      id="content.blocks.codes.off"
                      values={{ amount: <Money value={c.discount.amount} /> }}
                    />
                  )}
                </td>
                <td className="wide">
                  <ul>
                    <li>
                      {c.minimum ? (
                        <FormattedMessage
                          id="content.blocks.codes.minimum"
                          values={{ amount: <Money value={c.minimum} /> }}
                        />
                      ) : (
                        <FormattedMessage id="content.blocks.codes.noMinimum" />
                      )}
                    </li>
                    {c.validFrom ? (
                      <li>
                        {intl.formatMessage({ id: 'content.blocks.codes.validFrom' }, { date: day(c.validFrom) })}
                      </li>
                    ) : null}
                    <li>
                      {c.validUntil
                        ? intl.formatMessage({ id: 'content.blocks.codes.validUntil' }, { date: day(c.validUntil) })
                        : intl.formatMessage({ id: 'content.blocks.codes.noEnd' })}
                    </li>
                    {c.usesLeft !== null ? (
                      <li>{intl.formatMessage({ id: 'content.blocks.codes.usesLeft' }, { count: c.usesLeft })}</li>
                    ) : null}
                    {c.oncePerCustomer ? (
                      <li>
                        <FormattedMessage id="content.blocks.codes.once" />
                      </li>
                    ) : null}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Section>
  );
}
