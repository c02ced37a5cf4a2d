import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  BUILD_FILES,
  SHELL_SERVER_ENTRY,
  type ShellPreparedPageFacts,
  type ShellRenderedBody,
  type RemotesPointer,
  type ShellRenderRequest,
} from '@storefront/shared-contracts';
import { shellPreparedPageSchema, shellRenderedBodySchema } from '@storefront/shared-contracts/schemas';

type PrepareFn = (request: ShellRenderRequest) => Promise<unknown>;
type WarmFn = (releasesDir: string, remotes: RemotesPointer['remotes']) => Promise<unknown>;

/** Phase 1 of a server render, checked against the contract, and phase 2 to come. */
export interface PreparedRender extends ShellPreparedPageFacts {
  /**
   * Renders the markup, its styles and the state (phase 2), checked against the contract. Rejects when the
   * renderer throws or answers another shape: the page is then finished for the browser to render.
   */
  renderBody(): Promise<ShellRenderedBody>;
}

export interface ShellRenderer {
  /**
   * Phase 1 of a server render (status, head, body class, chunks), or null when the shell cannot render
   * (no server build, a shell rebuilt since it was loaded, or the renderer failing): the page is then
   * served as the frame the browser renders itself.
   */
  prepare(request: ShellRenderRequest, log: FastifyBaseLogger): Promise<PreparedRender | null>;
  /**
   * Loads the shell's renderer and every active area's server module before the first page asks for them
   * (an edge start): on a cold edge the first page would otherwise spend its area budget loading and fall
   * back. Never rejects; what it did is logged.
   */
  warm(releasesDir: string, remotes: RemotesPointer['remotes']): Promise<void>;
}

/**
 * Loads the shell's server build once per process. The shell is the host that ships with the edge, so a
 * new shell build means an edge restart; until then pages fall back to client rendering rather than
 * hydrate a new shell's scripts over an old shell's markup. Remotes switch versions live (the renderer
 * re-reads the release pointer per request).
 */
export function createShellRenderer(shellDir: string, log: FastifyBaseLogger): ShellRenderer {
  const entryFile = path.join(shellDir, SHELL_SERVER_ENTRY);
  const assetsFile = path.join(shellDir, BUILD_FILES.entryAssets);
  const readAssets = () => {
    try {
      return readFileSync(assetsFile, 'utf8');
    } catch {
      return null;
    }
  };
  let loaded: { prepare: PrepareFn; warm: WarmFn | null; assets: string | null } | null | undefined;
  let warnedStale = false;

  function load() {
    if (loaded !== undefined) return loaded;
    if (!existsSync(entryFile)) {
      log.warn({ entryFile }, 'no shell server build: pages are rendered in the browser');
      loaded = null;
      return loaded;
    }
    try {
      // The shell ships with this edge (the same build): its server entry has `prepare`.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(entryFile) as { prepare?: PrepareFn; warm?: WarmFn };
      if (typeof module.prepare !== 'function') throw new Error(`${entryFile} exports no prepare function`);
      // A stand-in shell (the tests') may leave `warm` out: its areas then load with their first page.
      loaded = {
        prepare: module.prepare,
        warm: typeof module.warm === 'function' ? module.warm : null,
        assets: readAssets(),
      };
    } catch (error) {
      log.error(
        { err: error, entryFile },
        'the shell server build cannot be loaded: pages are rendered in the browser',
      );
      loaded = null;
    }
    return loaded;
  }

  return {
    async warm(releasesDir, remotes) {
      const renderer = load();
      if (!renderer?.warm) return;
      const started = Date.now();
      try {
        const result = await renderer.warm(releasesDir, remotes);
        log.info({ ...(result as object), ms: Date.now() - started }, 'areas loaded ahead of the first page');
      } catch (error) {
        log.warn({ err: error }, 'loading the areas ahead of the first page failed: each loads with its first page');
      }
    },
    async prepare(request, requestLog) {
      const renderer = load();
      if (!renderer) return null;
      if (readAssets() !== renderer.assets) {
        if (!warnedStale)
          log.warn('the shell was rebuilt since the edge started: restart the edge to server-render it');
        warnedStale = true;
        return null;
      }
      try {
        const answer = (await renderer.prepare(request)) as { renderBody?: unknown } | null;
        const renderBody = answer?.renderBody;
        if (typeof renderBody !== 'function') throw new Error('the renderer answered no renderBody function');
        const facts = shellPreparedPageSchema.parse(answer);
        return {
          ...facts,
          renderBody: async () =>
            shellRenderedBodySchema.parse(await (renderBody as () => Promise<unknown>).call(answer)),
        };
      } catch (error) {
        requestLog.error(
          { err: error, url: request.url },
          'server render failed: serving the page for the browser to render',
        );
        return null;
      }
    },
  };
}
