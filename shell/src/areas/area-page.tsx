import { Suspense, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import {
  pageTitle,
  sharedActions,
  sharedSelectors,
  type AreaModule,
  type RemoteName,
  type RouteId,
  type StorefrontCode,
  type StorefrontStore,
} from '@storefront/shared-contracts';
import { HydrationMarker } from '../boot/hydration-marker';
import { usePageLoading } from '../ui/page-loading';
import { AreaBoundary } from './area-boundary';
import { describePage, prefetchContextOf } from './page-context';
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
  const [initiallyFailed] = useState(() => runtime.failedOnServer(area));
  const pageLoading = usePageLoading();

  useEffect(() => {
    if (initiallyFailed) runtime.forgetServerFailure(area);
  }, [runtime, area, initiallyFailed]);

  useEffect(() => {
    if (initiallyFailed) return undefined;
    let cancelled = false;
    // The language is read once, when the navigation starts: the page's prefetch and its head get the same one.
    const language = sharedSelectors.selectLanguage(store.getState());
    const prefetch = prefetchContextOf({ store, storefront, language, params, query: new URLSearchParams(search) });
    let module: AreaModule | undefined;
    // The server wrote the first page's head; every later page describes itself. Claimed here, when the effect
    // starts, not when its data arrives: a navigation made before then is a page of its own.
    const serverPage = runtime.claimServerPage();
    // The loading bar runs while the area and the page's data load (not for the server-rendered page).
    const loaded = serverPage ? () => undefined : (pageLoading?.start() ?? (() => undefined));
    runtime.loader
      .load(area)
      .then((loaded) => {
        module = loaded;
        return loaded.pages?.[routeId]?.prefetch?.(prefetch);
      })
      .then(async (result) => {
        if (cancelled) return;
        if (result && result.notFound) {
          store.dispatch(sharedActions.notFoundChanged(true));
          return;
        }
        const page = module?.pages?.[routeId];
        if (serverPage || !page?.head || !module) return;
        const described = describePage(page, prefetch, {
          messages: await module.messages(language, storefront),
          origin: window.location.origin,
        });
        if (!cancelled && described) document.title = pageTitle(described.title, storefront);
      })
      .catch(() => undefined)
      .finally(loaded);
    return () => {
      cancelled = true;
      loaded();
    };
    // The location key changes on every navigation; params and search are derived from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, routeId, locationKey]);

  return (
    <AreaBoundary
      area={area}
      resetKey={locationKey}
      initiallyFailed={initiallyFailed}
      onRetry={() => runtime.retry(area)}
      render={() => {
        const Page = runtime.page(area, routeId);
        return (
          <Suspense fallback={<AreaLoading />}>
            <Page params={params} />
            <HydrationMarker />
          </Suspense>
        );
      }}
    />
  );
}
