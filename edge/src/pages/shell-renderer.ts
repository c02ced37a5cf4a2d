import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SHELL_SERVER_ENTRY, type ShellRenderRequest, type ShellRenderResult } from '@storefront/shared-contracts';
import { shellRenderResultSchema } from '@storefront/shared-contracts/schemas';
import { ENTRY_ASSETS_FILE } from './shell-assets';

type RenderFn = (request: ShellRenderRequest) => Promise<unknown>;

export interface ShellRenderer {
  /**
   * Server-renders a page, or null when the shell cannot (no server build, a shell rebuilt since it was
   * loaded, or the renderer failing): the page is then served as the frame the browser renders itself.
   */
  render(request: ShellRenderRequest): Promise<ShellRenderResult | null>;
}

/**
 * Loads the shell's server build once per process. The shell is the host that ships with the edge, so a
 * new shell build means an edge restart; until then pages fall back to client rendering rather than
 * hydrate a new shell's scripts over an old shell's markup. Remotes switch versions live (the renderer
 * re-reads the release pointer per request).
 */
export function createShellRenderer(shellDir: string, log: FastifyBaseLogger): ShellRenderer {
  const entryFile = path.join(shellDir, SHELL_SERVER_ENTRY);
  const assetsFile = path.join(shellDir, ENTRY_ASSETS_FILE);
  const readAssets = () => {
    try {
      return readFileSync(assetsFile, 'utf8');
    } catch {
      return null;
    }
  };
  let loaded: { render: RenderFn; assets: string | null } | null | undefined;
  let warnedStale = false;

  function load() {
    if (loaded !== undefined) return loaded;
    if (!existsSync(entryFile)) {
      log.warn({ entryFile }, 'no shell server build: pages are rendered in the browser');
      loaded = null;
      return loaded;
    }
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(entryFile) as { render?: RenderFn };
      if (typeof module.render !== 'function') throw new Error(`${entryFile} exports no render function`);
      loaded = { render: module.render, assets: readAssets() };
    } catch (error) {
      log.error({ err: error, entryFile }, 'the shell server build cannot be loaded: pages are rendered in the browser');
      loaded = null;
    }
    return loaded;
  }

  return {
    async render(request) {
      const renderer = load();
      if (!renderer) return null;
      if (readAssets() !== renderer.assets) {
        if (!warnedStale) log.warn('the shell was rebuilt since the edge started: restart the edge to server-render it');
        warnedStale = true;
        return null;
      }
      try {
        return shellRenderResultSchema.parse(await renderer.render(request));
      } catch (error) {
        log.error({ err: error, url: request.url }, 'server render failed: serving the page for the browser to render');
        return null;
      }
    },
  };
}
