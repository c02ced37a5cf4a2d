import { CHAT_WIDGET, type RemotesPointer, type ResolvedRoute } from '@storefront/shared-contracts';
import { earlyWishlistFor } from './early-wishlist';
import { earlyHandlerFor, hydrationFor } from './hydration';
import type { PageOutcome } from './page-outcome';
import type { DocumentHead } from './page-template';
import type { createRemotePreloads } from './remote-preloads';
import { lcpImagePreload, seoTags } from './seo-tags';
import type { ShellAssets } from './shell-assets';
import type { PreparedRender } from './shell-renderer';

export interface DocumentInput {
  route: ResolvedRoute;
  outcome: PageOutcome;
  prepared: PreparedRender | null;
  shell: ShellAssets;
  remotes: RemotesPointer['remotes'];
  /** The shop's origin for canonical URLs, and the request's raw path. */
  origin: string;
  path: string;
  nonce: string;
  preloadsFor: ReturnType<typeof createRemotePreloads>;
  /** False: every page boots eagerly (`HYDRATION=eager`). */
  intent?: boolean;
}

/**
 * The document's head: title and description, the LCP image and the scripts the page needs (the shell's
 * lazy chunks and, for a found page, its area's), canonical, alternates, Open Graph and JSON-LD.
 */
export async function documentHeadFor(input: DocumentInput): Promise<DocumentHead> {
  const { route, outcome, prepared, shell, origin, path } = input;
  const { owner } = route;
  const areaPreloads =
    owner && !outcome.notFound
      ? await input.preloadsFor(owner, input.remotes[owner], prepared?.areaChunks ?? [])
      : { urls: [], integrity: {} };
  const shellPreloads = (prepared?.shellChunks ?? []).flatMap((group) => shell.chunkGroups[group] ?? []);
  // The chat's scripts, for the loader to preload at a chat button's tap (none while mf_support is not deployed).
  const chat = await input.preloadsFor(CHAT_WIDGET.area, input.remotes[CHAT_WIDGET.area], [
    CHAT_WIDGET.chunk,
    `messages-${route.language}`,
  ]);
  const { meta, head } = outcome;
  return {
    language: route.language,
    meta,
    shell,
    scriptPreloads: [...shellPreloads, ...areaPreloads.urls],
    scriptIntegrity: { ...shell.integrity, ...chat.integrity, ...areaPreloads.integrity },
    chatPreloads: chat.urls,
    imagePreload: lcpImagePreload(head),
    headTags: seoTags({
      origin,
      path,
      match: route.match,
      title: meta.title,
      description: meta.description,
      head,
      indexable: !meta.noindex,
    }),
    nonce: input.nonce,
    early: earlyHandlerFor(route.match.routeId),
    wishlist: earlyWishlistFor(route.match.routeId),
    // The browser renders a page without a server render, and may render one answered 404; an area that failed
    // on the server is retried there: eager.
    hydration:
      input.intent === false || !prepared || outcome.notFound || prepared.failedAreas.length > 0
        ? 'eager'
        : hydrationFor(route),
  };
}
