import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { REGIONS, type Region } from '@storefront/shared-contracts';
import { useLocation } from '@storefront/shared-ui';
import { regionTitleId } from './regions';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Switching = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: 1.25rem;
  font-weight: 700;
  z-index: 60;
`;

interface Props {
  id: string;
  region: Region;
  /** Fields between the region and the buttons (the gate's cookie box). */
  children?: ReactNode;
  actions: ReactNode;
}

/**
 * The region choice as a real form posting to the edge (`POST /consent`), which remembers the choice
 * for a year and lands the shopper on the same page in that region's storefront: it works before and
 * without JavaScript. While the browser switches, "Changing region..." covers the page.
 */
export function RegionForm({ id, region, children, actions }: Props) {
  const intl = useIntl();
  const location = useLocation();
  const [switching, setSwitching] = useState(false);
  return (
    <Form method="post" action="/consent" onSubmit={() => setSwitching(true)} data-testid={`${id}-form`}>
      <label htmlFor={`${id}-region`}>
        <FormattedMessage id="shell.gate.region" />
      </label>
      <select id={`${id}-region`} name="region" defaultValue={region.id} data-testid={`${id}-region`}>
        {REGIONS.map((r) => (
          <option key={r.id} value={r.id}>
            {intl.formatMessage({ id: regionTitleId(r.id) })}
          </option>
        ))}
      </select>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {children}
      {actions}
      {switching ? (
        <Switching role="status" data-testid="changing-region">
          <FormattedMessage id="shell.region.switching" />
        </Switching>
      ) : null}
    </Form>
  );
}
