import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import { BlockSection as Section, type BlockProps } from '@storefront/shared-ui/blocks';
import type { ContentBlock } from '@storefront/shared-contracts';
import { DataTable } from './data-table';

/** `payment-methods` (dynamic): the storefront's payment methods and where each is offered. */
export function PaymentMethodsBlock({
  block,
  headingId,
}: BlockProps<Extract<ContentBlock, { type: 'payment-methods' }>>) {
  const intl = useIntl();
  return (
    <Section data-block="payment-methods" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <DataTable data-testid="payment-methods">
        <caption>
          <FormattedMessage id="content.blocks.payment.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="content.blocks.payment.method" />
            </th>
            <th scope="col">
              <FormattedMessage id="content.blocks.payment.where" />
            </th>
          </tr>
        </thead>
        <tbody>
          {block.methods.map((method) => (
            <tr key={method.code} data-method={method.code}>
              <th scope="row">{method.name}</th>
              <td className="wide">
                {method.countries.length === 0
                  ? intl.formatMessage({ id: 'content.blocks.payment.everywhere' })
                  : intl.formatList(method.countries, { type: 'conjunction' })}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Section>
  );
}
