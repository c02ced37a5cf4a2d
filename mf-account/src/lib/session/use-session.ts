import {
  sharedSelectors,
  useEventBus,
  type SessionResponse,
  useStorefrontSelector,
  useStorefrontDispatch,
} from '@storefront/shared-contracts';
import { applySession } from './apply-session';

/** The shopper's session from the shared slice. */
export function useSession() {
  return useStorefrontSelector((state) => sharedSelectors.selectSession(state));
}

/** Applies a new session (after login, logout, reset, a password change) to every area. */
export function useApplySession(): (session: SessionResponse) => Promise<void> {
  const dispatch = useStorefrontDispatch();
  const bus = useEventBus();
  return (session) => applySession(dispatch as never, bus, session);
}
