// The shell's server entry, loaded by the edge. The dynamic import is the async boundary that lets the
// federation runtime set up the shared singletons before any of them runs (as src/index.ts in the browser).
import type * as RenderPage from './render-page';
import type { ActiveRemotes } from '../federation/area-loader';
import type { WarmResult } from './server-areas';
import type { PreparedPage, RenderRequest, RenderResult } from './types';

export type { PreparedPage, RenderedBody, RenderRequest, RenderResult } from './types';

let renderer: Promise<typeof RenderPage> | null = null;
const loadRenderer = () => (renderer ??= import('./render-page'));

/**
 * Phase 1 of a page (route, area load, data prefetch): status, head, body class and chunks, plus
 * `renderBody()` for phase 2 (markup, styles, state). The edge sends the head between the two.
 */
export async function prepare(request: RenderRequest): Promise<PreparedPage> {
  return (await loadRenderer()).preparePageRender(request);
}

/** The whole page at once (both phases). */
export async function render(request: RenderRequest): Promise<RenderResult> {
  return (await loadRenderer()).renderPage(request);
}

/** Loads the renderer and every active area's server module before the first page asks (an edge start). */
export async function warm(releasesDir: string, remotes: ActiveRemotes): Promise<WarmResult> {
  return (await loadRenderer()).warmAreas(releasesDir, remotes);
}
