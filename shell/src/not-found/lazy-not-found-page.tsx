import { lazy, Suspense } from 'react';

const Page = lazy(() =>
  import(/* webpackChunkName: "not-found" */ './not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** The not-found page as its own chunk: most pages never need it. */
export function LazyNotFoundPage({ path }: { path: string }) {
  return (
    <Suspense fallback={null}>
      <Page path={path} />
    </Suspense>
  );
}
