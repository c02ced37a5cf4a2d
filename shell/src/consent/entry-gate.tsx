import { FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';
import { Button } from '@storefront/shared-ui';
import { ShellDialog } from './dialog';
import { RegionForm } from './region-form';
import type { Region } from '@storefront/shared-contracts';

/** Where "Leave" takes a visitor who is not 18 or does not want in. */
export const LEAVE_URL = 'https://www.google.com';

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  font-weight: 400 !important;
  input {
    margin-top: 0.3em;
    width: 1.1em;
    height: 1.1em;
  }
`;

const Notice = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
  a {
    display: inline-flex;
    align-items: center;
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;

/**
 * Spec 2.4 entry modal, shown until the visitor enters: welcome, region, cookie consent, the 18+
 * notice, "Enter website" and "Leave". Entering posts the choice (see RegionForm).
 */
export default function EntryGate({ region }: { region: Region }) {
  return (
    <ShellDialog labelledBy="entry-gate-title" testId="entry-gate">
      <h2 id="entry-gate-title">
        <FormattedMessage id="shell.gate.title" />
      </h2>
      <RegionForm
        id="entry-gate"
        region={region}
        actions={
          <Actions>
            <Button type="submit" data-testid="gate-enter">
              <FormattedMessage id="shell.gate.enter" />
            </Button>
            <a href={LEAVE_URL} rel="noopener noreferrer" data-testid="gate-leave">
              <FormattedMessage id="shell.gate.leave" />
            </a>
          </Actions>
        }
      >
        <Check>
          <input type="checkbox" name="cookies" value="on" data-testid="gate-cookies" />
          <FormattedMessage id="shell.gate.cookies" />
        </Check>
        <Notice>
          <FormattedMessage id="shell.gate.age" />
        </Notice>
      </RegionForm>
    </ShellDialog>
  );
}
