import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import type { SeedPack } from '@storefront/shared-contracts';
import { Money } from '@storefront/shared-ui';

const Options = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.brand};
  }
  input {
    margin-inline-end: ${({ theme }) => theme.space(1.5)};
  }
  em {
    color: ${({ theme }) => theme.colors.brandDark};
    font-style: normal;
    font-weight: 600;
  }
`;

interface Props {
  packs: SeedPack[];
  /** The pack checked in the server's HTML. */
  defaultId: number;
  onSelect: (packId: number) => void;
}

/**
 * "Select your Seedpack": each option shows "{amount} seeds" and, with free seeds, "{amount} free". The radios are
 * uncontrolled (`packId` of the product's form): the browser keeps the shopper's choice, also one made before
 * hydration, which React would otherwise reset to its own state.
 */
export function PackSelector({ packs, defaultId, onSelect }: Props) {
  const intl = useIntl();
  return (
    <Options>
      <legend>{intl.formatMessage({ id: 'product.packs.title' })}</legend>
      {packs.map((pack) => (
        <label key={pack.id} data-testid="pack-option">
          <span>
            <input
              type="radio"
              name="packId"
              value={pack.id}
              required
              defaultChecked={pack.id === defaultId}
              onChange={() => onSelect(pack.id)}
            />
            {pack.freeSeeds > 0 ? (
              <FormattedMessage
                id="product.packs.seedsWithFree"
                values={{ amount: pack.seeds, free: pack.freeSeeds, em: (chunks) => <em>{chunks}</em> }}
              />
            ) : (
              <FormattedMessage id="product.packs.seeds" values={{ amount: pack.seeds }} />
            )}
          </span>
          <Money value={pack.price} />
        </label>
      ))}
    </Options>
  );
}
