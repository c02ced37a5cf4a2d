import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const ENTRY_ASSETS_FILE = 'entry-assets.json';

const assetUrl = z.string().regex(/^\/[^\s"'<>]*$/, 'a same-origin absolute URL');
const entryAssetsSchema = z.object({ js: z.array(assetUrl).min(1), css: z.array(assetUrl).default([]) });
export type ShellAssets = z.infer<typeof entryAssetsSchema>;

/**
 * The shell build's initial scripts and styles. Read on every page (a small file) so a shell rebuild
 * is picked up without restarting; null when the shell is not built.
 */
export async function readShellAssets(shellDir: string): Promise<ShellAssets | null> {
  try {
    const parsed = entryAssetsSchema.safeParse(JSON.parse(await fs.readFile(path.join(shellDir, ENTRY_ASSETS_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
