import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  resolveRoute,
  sharedActions,
  sharedSelectors,
  useStorefrontSelector,
  useStorefrontDispatch,
} from '@storefront/shared-contracts';
import { useLocation, useNavigate } from '@storefront/shared-ui';
import { useShellConfig } from '../app/shell-config';
import { AreaPage } from '../areas/area-page';
import { LazyNotFoundPage as NotFoundPage } from '../not-found/lazy-not-found-page';
import { decideNavigation } from './navigation-rules';

/**
 * Resolves the path with the shared resolver (the edge's, for the server render) and mounts the owning area, or the not-found page,
 * applying spec 2.3 on every navigation: renew, trailing slash, route rules and the not-found flag.
 */
export function RouteOutlet() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useStorefrontDispatch();
  const { routeRules } = useShellConfig();
  const route = useMemo(() => resolveRoute(location.pathname), [location.pathname]);
  const { match, owner } = route;
  const notFound = useStorefrontSelector((state) => sharedSelectors.selectNotFound(state));
  const firstRender = useRef(true);
  const previous = useRef<string | null>(null);
  const cancelledTo404 = useRef(false);
  const here = `${location.pathname}${location.search}`;

  // Once per navigation: everything it reads changes with the location (the rules are fixed at start-up).
  useLayoutEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    const decision = decideNavigation(location.pathname, location.search, routeRules);
    if (decision.kind === 'reload') {
      window.location.assign(decision.href);
      return;
    }
    if (decision.kind === 'replace') {
      navigate(decision.to, { replace: true });
      return;
    }
    if (first) {
      // The server decided this page (a product the api does not know is a 404 the table cannot see).
      if (match.notFound) dispatch(sharedActions.notFoundChanged(true));
      previous.current = here;
      return;
    }
    dispatch(sharedActions.allPanelsClosed());
    if (match.routeId === '404' && previous.current !== null) {
      // Spec 2.3: navigating to /404 sets the flag and is cancelled: the page shows the not-found state.
      dispatch(sharedActions.notFoundChanged(true));
      cancelledTo404.current = true;
      navigate(previous.current, { replace: true });
      return;
    }
    if (cancelledTo404.current) cancelledTo404.current = false;
    else dispatch(sharedActions.notFoundChanged(match.notFound));
    previous.current = here;
  }, [dispatch, navigate, routeRules, match, here, location.key, location.pathname, location.search]);

  if (match.notFound || notFound || owner === null) return <NotFoundPage path={location.pathname} />;
  return (
    <AreaPage
      key={match.name}
      area={owner}
      routeId={match.routeId}
      params={match.params}
      storefront={route.storefront}
      locationKey={here}
      search={location.search}
    />
  );
}
