import { useLayoutEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { matchRoute, sharedActions, sharedSelectors, type StorefrontState } from '@storefront/shared-contracts';
import { AreaPage } from '../areas/area-page';
import { NotFoundPage } from '../not-found/not-found-page';
import { useLocation } from '@storefront/shared-ui';

/** Resolves the path with the shared route table and mounts the owning area, or the not-found page. */
export function RouteOutlet() {
  const location = useLocation();
  const dispatch = useDispatch();
  const match = useMemo(() => matchRoute(location.pathname), [location.pathname]);
  const notFound = useSelector((state: StorefrontState) => sharedSelectors.selectNotFound(state));

  // Spec 2.3: the flag is true on /404 and reset on every other navigation. The first render keeps
  // what the server decided (a product the api does not know is a 404 the route table cannot see).
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (match.notFound) dispatch(sharedActions.notFoundChanged(true));
      return;
    }
    dispatch(sharedActions.notFoundChanged(match.notFound));
    dispatch(sharedActions.allPanelsClosed());
  }, [dispatch, match, location.key]);

  if (match.notFound || notFound || match.route.owner === 'shell') return <NotFoundPage path={location.pathname} />;
  return (
    <AreaPage
      key={match.name}
      area={match.route.owner}
      routeId={match.routeId}
      params={match.params}
      storefront={match.storefront}
      locationKey={`${location.pathname}${location.search}`}
      search={location.search}
    />
  );
}
