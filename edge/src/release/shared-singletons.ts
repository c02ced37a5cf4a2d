import { promises as fs } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { z } from 'zod';
import { BUILD_FILES } from '@storefront/shared-contracts';

/** What the shell's build writes beside it (`shared-versions.json`): the version of every singleton it provides. */
const shellVersionsSchema = z.record(z.string(), z.string());
const manifestSharedSchema = z.object({ shared: z.array(z.object({ name: z.string(), version: z.string() })) });

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T | null> {
  try {
    return schema.parse(JSON.parse(await fs.readFile(file, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * The singletons a release was built against that the shell's copies do not satisfy (`^version`, as npm
 * reads a caret range), e.g. `react 19.0.0 (the shell provides 18.3.1)`. The browser takes every singleton
 * from the shell without checking versions (see build-tools/src/shared-singletons.js): this is where a
 * mismatch is caught. Null when either side is unknown (no shell build beside the edge, or a release
 * without a federation manifest): nothing to compare.
 */
export async function singletonMismatches(releaseDir: string, shellDir: string): Promise<string[] | null> {
  const [shell, manifest] = await Promise.all([
    readJson(path.join(shellDir, BUILD_FILES.sharedVersions), shellVersionsSchema),
    readJson(path.join(releaseDir, BUILD_FILES.manifest), manifestSharedSchema),
  ]);
  if (!shell || !manifest) return null;
  return manifest.shared.flatMap(({ name, version }) => {
    const provided = shell[name];
    if (provided === undefined) return [`${name} ${version} (the shell does not provide it)`];
    return semver.valid(provided) && semver.satisfies(provided, `^${version}`)
      ? []
      : [`${name} ${version} (the shell provides ${provided})`];
  });
}
