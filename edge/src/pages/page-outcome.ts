import { pageFrame, type PageFrame, type PageHead, type ResolvedRoute } from '@storefront/shared-contracts';
import type { PageExistence } from '../upstream/page-existence';
import { pageMeta, type PageMeta } from './page-meta';
import type { PreparedRender } from './shell-renderer';

/** Whether a page is found, and what follows from it: status, body class and head. */
export interface PageOutcome extends PageFrame {
  notFound: boolean;
  /** What the rendered page tells the head; null for a not-found page or one the browser renders. */
  head: PageHead | null;
  meta: PageMeta;
}

/**
 * The one place a page's status, body class and head are decided. The route table decides unknown paths
 * and /404; data-driven 404s (an unknown product) come from the render's prefetch or, when the area could
 * not be prepared on the server, from the api's existence answer. Status and body class follow from
 * `pageFrame`, as in the shell's own answer.
 */
export async function decidePage(
  route: ResolvedRoute,
  prepared: PreparedRender | null,
  existence: PageExistence,
  displayPath: string,
): Promise<PageOutcome> {
  const areaPrepared = prepared !== null && route.owner !== null && !prepared.failedAreas.includes(route.owner);
  const notFound =
    route.match.notFound ||
    prepared?.status === 404 ||
    (!areaPrepared && (await existence.check(route.match)) === 'missing');
  const head = notFound ? null : (prepared?.head ?? null);
  // A not-found page rendered as such by the shell brings its title in the page's language.
  const notFoundTitle = notFound && prepared?.status === 404 ? prepared.head?.title : undefined;
  return {
    notFound,
    ...pageFrame(notFound),
    head,
    meta: pageMeta(route.match, notFound, displayPath, route.language, head, notFoundTitle),
  };
}
