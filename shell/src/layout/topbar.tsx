import { FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';
import { sharedSelectors, STOREFRONTS, type StorefrontCode, useStorefrontSelector } from '@storefront/shared-contracts';
import { Money } from '@storefront/shared-ui';
import { Tooltip } from '@storefront/shared-ui/tooltip';
import { ColourModeSwitch } from './colour-mode-switch';
import { RegionSwitch } from './region-switch';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.subtle};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: 0.85rem;
  }
`;

/* One line on every screen: the claim gives way (an ellipsis) before the threshold does. */
const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  white-space: nowrap;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 0 ${({ theme }) => theme.space(4)};
    gap: ${({ theme }) => theme.space(4)};
  }
  p {
    margin: 0;
  }
  p:first-child {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/* The region and the colour mode: here on a desktop, in the menu drawer below `lg` (phones, tablets). */
const Settings = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  button {
    font: inherit;
    background: none;
    border: 0;
    cursor: pointer;
    color: inherit;
    text-decoration: underline;
    min-height: ${({ theme }) => theme.touchTarget};
    min-width: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

/** Spec 1: the region's shipping claim. */
export function shippingClaimId(storefront: StorefrontCode): string {
  if (storefront === 'us' || storefront === 'au' || storefront === 'nz') return `shell.topbar.shipping.${storefront}`;
  return 'shell.topbar.shipping.default';
}

/**
 * Shipping claim and free-shipping threshold of the visitor's country (spec 9) on one line; on a desktop
 * also the region switch and the colour mode.
 */
export function Topbar({ storefront }: { storefront: StorefrontCode }) {
  const carrier = useStorefrontSelector((state) => sharedSelectors.selectCarrierInfo(state));
  const settings = useStorefrontSelector((state) => sharedSelectors.selectSettings(state));
  const currency = STOREFRONTS[storefront].currency;
  return (
    <Bar data-testid="topbar">
      <Inner>
        <p data-testid="shipping-claim">
          <FormattedMessage id={shippingClaimId(storefront)} />
        </p>
        {settings ? (
          <p data-testid="free-shipping">
            {carrier.free_from > 0 ? (
              <FormattedMessage
                id="shell.topbar.freeShippingOver"
                values={{ amount: <Money value={{ amount: carrier.free_from, currency }} /> }}
              />
            ) : (
              <FormattedMessage id="shell.topbar.freeShipping" />
            )}
          </p>
        ) : null}
        <Settings>
          <RegionSwitch
            storefront={storefront}
            renderButton={({ regionTitle, changeTitle, open }) => (
              <Tooltip label={changeTitle}>
                <button type="button" onClick={open} data-testid="open-change-region">
                  {regionTitle}
                </button>
              </Tooltip>
            )}
          />
          <ColourModeSwitch name="colour-mode-topbar" />
        </Settings>
      </Inner>
    </Bar>
  );
}
