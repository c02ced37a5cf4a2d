import { useLocation } from '@storefront/shared-ui';
import { LazyNotFoundPage as NotFoundPage } from '../not-found/lazy-not-found-page';
import { FatalBoundary } from './fatal-boundary';
import { RouteOutlet } from './route-outlet';

/** The route's content; a fatal error in the shell shows the not-found page (spec 2.3). */
export function MainContent() {
  const location = useLocation();
  return (
    <FatalBoundary resetKey={location.key} fallback={<NotFoundPage path={location.pathname} />}>
      <RouteOutlet />
    </FatalBoundary>
  );
}
