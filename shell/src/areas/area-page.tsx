import { Suspense, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { sharedActions, STOREFRONTS, type RemoteName, type RouteId, type StorefrontCode, type StorefrontStore } from '@storefront/shared-contracts';
import { AreaBoundary } from './area-boundary';
import { AreaLoading } from './loading';
import { useShellRuntime } from './shell-runtime';

interface Props {
  area: RemoteName;
  routeId: RouteId;
  params: Record<string, string>;
  storefront: StorefrontCode;
  locationKey: string;
  search: string;
}

/** Mounts the page a remote owns, with its prefetch started as early as the area module is known. */
export function AreaPage({ area, routeId, params, storefront, locationKey, search }: Props) {
  const runtime = useShellRuntime();
  const store = useStore() as unknown as StorefrontStore;
  const [initiallyFailed] = useState(() => runtime.takeInitialFailure(area));

  useEffect(() => {
    if (initiallyFailed) return undefined;
    let cancelled = false;
    runtime.loader
      .load(area)
      .then((module) =>
        module.pages?.[routeId]?.prefetch?.({ store, storefront, iso: STOREFRONTS[storefront].iso, params, query: new URLSearchParams(search) }),
      )
      .then((result) => {
        if (!cancelled && result && result.notFound) store.dispatch(sharedActions.notFoundChanged(true));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // The location key changes on every navigation; params and search are derived from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, routeId, locationKey]);

  return (
    <AreaBoundary
      resetKey={locationKey}
      initiallyFailed={initiallyFailed}
      onRetry={() => runtime.retry(area)}
      render={() => {
        const Page = runtime.page(area, routeId);
        return (
          <Suspense fallback={<AreaLoading />}>
            <Page params={params} />
          </Suspense>
        );
      }}
    />
  );
}
