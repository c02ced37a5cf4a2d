import { useEventBus } from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { useLogoutMutation } from '../api/panel-api';
import { useApplySession } from '../../../lib/session/use-session';

/** Ends the session; every area learns it at once (spec 4: logout moves back to guest). */
export function LogoutButton({ onLoggedOut }: { onLoggedOut?: () => void }) {
  const intl = useIntl();
  const bus = useEventBus();
  const [logout, { isLoading }] = useLogoutMutation();
  const applySession = useApplySession();
  const click = async () => {
    const result = await logout();
    if ('error' in result) {
      bus.emit('ui:toast', { kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
      return;
    }
    await applySession({ loggedIn: false, customer: null });
    bus.emit('ui:toast', { kind: 'success', message: intl.formatMessage({ id: 'account.toast.loggedOut' }) });
    onLoggedOut?.();
  };
  return (
    <Button type="button" $variant="secondary" onClick={() => void click()} disabled={isLoading} data-testid="logout">
      <FormattedMessage id="account.logout" />
    </Button>
  );
}
