import { isMissingPageError } from '../http/base-query';

/** A dispatched RTK Query request (`store.dispatch(endpoint.initiate(args))`). */
export interface QueryRequest<T> extends PromiseLike<{ data?: T; error?: unknown }> {
  unsubscribe(): void;
}

/**
 * The one prefetch helper of every area: waits for a dispatched query (the server render needs its data; a
 * preload warms the cache), lets go of the subscription so the cache entry ages out as usual, and reports an
 * api 404 (or another client error about the address: `isMissingPageError`) as the page's not-found. Other errors are the page's to show. `onData` gets the answer when a caller
 * needs more than the cache (the frame's session).
 */
export async function prefetchQuery<T>(
  request: QueryRequest<T>,
  onData?: (data: T) => void,
): Promise<{ notFound: boolean }> {
  try {
    const result = await request;
    if (result.data !== undefined) onData?.(result.data);
    return { notFound: isMissingPageError(result.error) };
  } finally {
    request.unsubscribe();
  }
}
