import { FormattedMessage, useLocation } from '@storefront/shared-ui';
import type { ReactNode } from 'react';
import { LoginForm } from '../features/login/components/login-form';
import { useSession } from '../lib/session/use-session';

/**
 * How account pages treat a guest (the spec is silent): the page keeps its address and title and shows the
 * login form in place of its content; once logged in, the content appears without leaving the page (so the
 * "return path" is the page itself, also for the form posted before the shop runs). Logging out on the page brings
 * the form back.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.loggedIn) return <>{children}</>;
  return (
    <section data-testid="account-gate">
      <p>
        <FormattedMessage id="account.gate.intro" />
      </p>
      <LoginForm returnTo={pathname + search} />
    </section>
  );
}
