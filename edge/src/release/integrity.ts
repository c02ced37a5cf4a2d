import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Written into every release at publish time: the sha384 of each of its files, as SRI strings. */
export const INTEGRITY_FILE = 'integrity.json';

export interface ReleaseIntegrity {
  algorithm: 'sha384';
  /** Path inside the release (forward slashes) -> `sha384-<base64>`. */
  files: Record<string, string>;
}

export function sriOf(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else if (entry.isFile() && rel !== INTEGRITY_FILE) out.push(rel);
  }
  return out;
}

/** Hashes every file of a release folder (pre-compressed siblings included) into its integrity.json. */
export async function recordIntegrity(dir: string): Promise<ReleaseIntegrity> {
  const files: Record<string, string> = {};
  for (const rel of (await listFiles(dir)).sort()) files[rel] = sriOf(await fs.readFile(path.join(dir, rel)));
  const integrity: ReleaseIntegrity = { algorithm: 'sha384', files };
  await fs.writeFile(path.join(dir, INTEGRITY_FILE), JSON.stringify(integrity, null, 2) + '\n');
  return integrity;
}

/** A release's integrity.json, or null when it has none (published before hashes were recorded). */
export async function readIntegrity(dir: string): Promise<ReleaseIntegrity | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(path.join(dir, INTEGRITY_FILE), 'utf8')) as ReleaseIntegrity;
    return parsed && typeof parsed.files === 'object' ? parsed : null;
  } catch {
    return null;
  }
}
