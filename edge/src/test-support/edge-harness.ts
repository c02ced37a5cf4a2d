import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BOOT_ELEMENT_ID, type BootData } from '@storefront/shared-contracts';
import { bootDataSchema } from '@storefront/shared-contracts/schemas';
import { buildEdge, type BuildEdgeOptions } from '../app';
import { loadConfig, type EdgeConfig } from '../config';
import {
  makeTempDir,
  publishFakeRelease,
  removeDir,
  writeFakeShellRenderer,
  writePointerFile,
  writeShellDist,
} from './fixtures';

export interface EdgeHarness {
  app: FastifyInstance;
  config: EdgeConfig;
  dir: string;
  releasesDir: string;
  shellDir: string;
  close(): Promise<void>;
}

/**
 * An edge over temp fixtures: a built shell, and mf_catalog + mf_product published and active.
 * `shell: false` leaves the shell unbuilt.
 */
export async function startEdge(
  apiUrl: string,
  options: {
    shell?: boolean;
    serverRenderer?: boolean;
    config?: Partial<EdgeConfig>;
    build?: BuildEdgeOptions;
  } = {},
): Promise<EdgeHarness> {
  const dir = makeTempDir('edge-app-');
  const releasesDir = path.join(dir, 'releases');
  const shellDir = path.join(dir, 'shell', 'dist');
  if (options.shell !== false) writeShellDist(shellDir);
  if (options.serverRenderer) writeFakeShellRenderer(shellDir);
  const catalog = publishFakeRelease(releasesDir, { name: 'mf_catalog', hash: 'cafe000001' });
  const product = publishFakeRelease(releasesDir, { name: 'mf_product', hash: 'beef000001' });
  writePointerFile(releasesDir, {
    remotes: { mf_catalog: catalog.pointerEntry, mf_product: product.pointerEntry },
    history: {},
    updatedAt: '2025-01-01T00:00:00.000Z',
  });
  const config = {
    ...loadConfig({ API_URL: apiUrl, RELEASES_DIR: releasesDir, SHELL_DIR: shellDir, LOG_LEVEL: 'silent' }),
    // Specs that change fixtures between requests expect a fresh render; page-cache.test.ts turns it on.
    pageCacheTtlMs: 0,
    ...options.config,
  };
  const app = await buildEdge(config, options.build);
  await app.ready();
  return {
    app,
    config,
    dir,
    releasesDir,
    shellDir,
    close: async () => {
      await app.close();
      removeDir(dir);
    },
  };
}

/** The inlined boot data of a page, parsed with the contract's schema. */
export function bootDataOf(html: string): { boot: BootData; json: string } {
  const m = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!m) throw new Error('no boot data in page');
  return { json: m[1] as string, boot: bootDataSchema.parse(JSON.parse(m[1] as string)) };
}

export function titleOf(html: string): string | undefined {
  return /<title>(.*?)<\/title>/.exec(html)?.[1];
}

export function bodyTagOf(html: string): string | undefined {
  return /<body[^>]*>/.exec(html)?.[0];
}

export function preloadsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"[^>]*>/g)].map((m) => m[1] as string);
}
