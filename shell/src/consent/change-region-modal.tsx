import { FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';
import type { Region } from '@storefront/shared-contracts';
import { Button } from '@storefront/shared-ui';
import { ShellDialog } from './dialog';
import { RegionForm } from './region-form';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Spec 2.4 change-region modal: "Change Region" and a "Change region" button; keeps the cookie choice. */
export default function ChangeRegionModal({
  region,
  cookies,
  onClose,
}: {
  region: Region;
  cookies: boolean;
  onClose: () => void;
}) {
  return (
    <ShellDialog labelledBy="change-region-title" testId="change-region" onClose={onClose}>
      <h2 id="change-region-title">
        <FormattedMessage id="shell.region.title" />
      </h2>
      <RegionForm
        id="change-region"
        region={region}
        actions={
          <Actions>
            <Button type="submit" data-testid="change-region-submit">
              <FormattedMessage id="shell.region.submit" />
            </Button>
            <Button type="button" $variant="secondary" onClick={onClose}>
              <FormattedMessage id="shell.panel.close" />
            </Button>
          </Actions>
        }
      >
        <input type="hidden" name="cookies" value={cookies ? 'all' : 'essential'} />
      </RegionForm>
    </ShellDialog>
  );
}
