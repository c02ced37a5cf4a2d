import type { PrefetchContext } from '@storefront/shared-contracts';
import { seedfinderApi } from './api/seedfinder-api';
import { answersFromQuery, isComplete } from './seedfinder-url';

/** A share link with every answer opens on the results: they are fetched for the server render. */
export async function prefetchSeedfinder({ store, iso, query }: PrefetchContext): Promise<void> {
  const answers = answersFromQuery(query);
  if (!isComplete(answers)) return;
  const request = store.dispatch(seedfinderApi.endpoints.getSeedfinder.initiate({ iso, answers }));
  await request;
  request.unsubscribe();
}
