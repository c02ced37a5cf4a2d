import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { sharedSelectors, STOREFRONTS, type StorefrontCode, type StorefrontState } from '@storefront/shared-contracts';
import { Money } from '@storefront/shared-ui';
import { Tooltip } from '@storefront/shared-ui/tooltip';
import { regionTitleId, suggestedRegion } from '../consent/regions';
import { ColourModeSwitch } from './colour-mode-switch';

const ChangeRegionModal = lazy(() => import(/* webpackChunkName: "change-region" */ '../consent/change-region-modal'));

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.subtle};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.85rem;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  flex-wrap: wrap;
  p {
    margin: 0;
  }
  p:first-child {
    flex: 1;
  }
  button {
    font: inherit;
    background: none;
    border: 0;
    cursor: pointer;
    color: inherit;
    text-decoration: underline;
    padding: 0;
  }
`;

/** Spec 1: the region's shipping claim. */
export function shippingClaimId(storefront: StorefrontCode): string {
  if (storefront === 'us' || storefront === 'au' || storefront === 'nz') return `shell.topbar.shipping.${storefront}`;
  return 'shell.topbar.shipping.default';
}

/** Shipping claim, free-shipping threshold of the visitor's country (spec 9) and the region switch. */
export function Topbar({ storefront }: { storefront: StorefrontCode }) {
  const intl = useIntl();
  const carrier = useSelector((state: StorefrontState) => sharedSelectors.selectCarrierInfo(state));
  const shared = useSelector((state: StorefrontState) => state.shared);
  const [changing, setChanging] = useState(false);
  const region = suggestedRegion(storefront, shared.regionId, shared.country);
  const currency = STOREFRONTS[storefront].currency;
  return (
    <Bar data-testid="topbar">
      <Inner>
        <p data-testid="shipping-claim">
          <FormattedMessage id={shippingClaimId(storefront)} />
        </p>
        {shared.settings ? (
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
        <Tooltip label={intl.formatMessage({ id: 'shell.region.title' })}>
          <button type="button" onClick={() => setChanging(true)} data-testid="open-change-region">
            {intl.formatMessage({ id: regionTitleId(region.id) })}
          </button>
        </Tooltip>
        <ColourModeSwitch name="colour-mode-topbar" />
      </Inner>
      {changing ? (
        <Suspense fallback={null}>
          <ChangeRegionModal region={region} cookies={shared.consent.cookies} onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </Bar>
  );
}
