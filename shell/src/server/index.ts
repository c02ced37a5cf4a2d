// The shell's server entry, loaded by the edge. The dynamic import is the async boundary that lets the
// federation runtime set up the shared singletons before any of them runs (as src/index.ts in the browser).
import type { RenderRequest, RenderResult } from './types';

export type { RenderRequest, RenderResult } from './types';

let renderer: Promise<typeof import('./render-page')> | null = null;

export async function render(request: RenderRequest): Promise<RenderResult> {
  renderer ??= import('./render-page');
  return (await renderer).renderPage(request);
}
