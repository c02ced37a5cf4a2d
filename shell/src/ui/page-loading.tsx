import { createContext, lazy, Suspense, useContext, useEffect, useState } from 'react';
import { LOADING_BAR } from './loading-bar-timing';

export { LOADING_BAR };

type Listener = (loading: boolean) => void;

/** Counts pages being loaded (area chunks, prefetches); the bar shows while any is. */
export function createPageLoading() {
  let active = 0;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener(active > 0));
  return {
    start(): () => void {
      active += 1;
      emit();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        active -= 1;
        emit();
      };
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PageLoading = ReturnType<typeof createPageLoading>;
export const PageLoadingContext = createContext<PageLoading | null>(null);
export const usePageLoading = () => useContext(PageLoadingContext);

const LoadingBarView = lazy(() => import(/* webpackChunkName: "loading-bar" */ './loading-bar-view'));

/** The page-loading indicator; its code arrives with the first navigation that loads something. */
export function LoadingBar() {
  const loading = usePageLoading();
  const [busy, setBusy] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(
    () =>
      loading?.subscribe((next) => {
        setBusy(next);
        if (next) setUsed(true);
      }),
    [loading],
  );
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LoadingBarView busy={busy} />
    </Suspense>
  );
}
