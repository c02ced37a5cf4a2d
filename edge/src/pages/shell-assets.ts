import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BUILD_FILES } from '@storefront/shared-contracts';

const assetUrl = z.string().regex(/^\/[^\s"'<>]*$/, 'a same-origin absolute URL');
const entryAssetsSchema = z.object({
  js: z.array(assetUrl).min(1),
  css: z.array(assetUrl).default([]),
  /** What the start-up loads after `js`, in the order it asks (the build's `boot`): an intent page preloads them. */
  boot: z.array(assetUrl).default([]),
  /** Script URL -> SRI (the build's `integrity`), for the script and preload tags. */
  integrity: z.record(z.string(), z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/)).default({}),
});
export const chunkGroupsSchema = z.record(z.string(), z.array(z.string()));

export type ShellAssets = z.infer<typeof entryAssetsSchema> & {
  /** The shell's named lazy chunk groups (e.g. `messages-de`) -> files. */
  chunkGroups: Record<string, string[]>;
};

/**
 * Read synchronously: two small local files (the shell ships with the edge), and a synchronous read of a few
 * hundred bytes costs a fraction of fs.promises' open/stat/read/close round trips, which were a fifth of the
 * CPU of a cached page.
 */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The shell build's initial scripts and styles and its lazy chunk groups. Read on every page (small
 * files) so a shell rebuild is picked up without restarting; null when the shell is not built.
 */
export async function readShellAssets(shellDir: string): Promise<ShellAssets | null> {
  const entry = readJson(path.join(shellDir, BUILD_FILES.entryAssets));
  const groups = readJson(path.join(shellDir, BUILD_FILES.chunkGroups));
  const parsed = entryAssetsSchema.safeParse(entry);
  if (!parsed.success) return null;
  const chunkGroups = chunkGroupsSchema.safeParse(groups);
  return { ...parsed.data, chunkGroups: chunkGroups.success ? chunkGroups.data : {} };
}
