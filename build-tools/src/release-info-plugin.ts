/**
 * Writes what the edge and the release command read beside a build:
 * - `entry-assets.json` (host): the initial scripts and styles, in order, and the scripts its start-up loads next;
 * - `shared-versions.json` (host): the version of every singleton the shell provides;
 * - `release.json` (remote): name, package version, contract version and a content hash;
 * - `chunk-groups.json` (both): the script files of every named lazy chunk group (`page-listing`,
 *   `messages-de`, ...), so the edge can preload exactly what the rendered page needs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ChunkGroup, Compilation, Compiler, WebpackPluginInstance } from 'webpack';

export interface ReleaseInfoOptions {
  kind: 'host' | 'remote';
  name: string;
  packageVersion: string;
  contractVersion: string;
  /** A folder built before this compilation (the server build) whose files the hash covers too. */
  alsoHash?: string;
  /** Host only: the singletons it provides, with their versions. */
  sharedVersions?: Record<string, string>;
}

/** Every file under a folder (sorted, relative names), or none when it does not exist. */
function filesUnder(dir: string | undefined): { name: string; path: string }[] {
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { name: path.relative(dir, full), path: full };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Named chunk groups (webpackChunkName) -> their script files, in load order. */
function namedChunkGroups(compilation: Compilation, publicPath: string): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (compilation.entrypoints.has(name)) continue;
    groups[name] = group
      .getFiles()
      .filter((f) => f.endsWith('.js'))
      .map((f) => publicPath + f);
  }
  return Object.fromEntries(Object.entries(groups).sort(([a], [b]) => a.localeCompare(b)));
}

/** `publicPath + file` -> `sha384-<base64>` of every emitted script. */
function scriptIntegrity(compilation: Compilation, publicPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const asset of compilation.getAssets())
    if (asset.name.endsWith('.js'))
      out[publicPath + asset.name] = `sha384-${createHash('sha384').update(asset.source.buffer()).digest('base64')}`;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

const scriptsOf = (group: ChunkGroup, publicPath: string) =>
  group
    .getFiles()
    .filter((f) => f.endsWith('.js'))
    .map((f) => publicPath + f);

/**
 * The scripts the host's start-up loads after its entry, in the order it asks for them: the chunks of every unnamed
 * lazy chunk group reachable from the entry without passing a named one (a named group, `webpackChunkName`, is
 * a feature loaded when used: a modal, messages, a page). Found one `import()` at a time, they arrive in waves,
 * each a round trip after the script that asks for the next (four on the shell's start-up); the edge preloads them
 * all at once. A shared module's chunk is the one its provider registered (the host's own `provide module`
 * group), which the share scope hands out, not the consumer's fallback copy.
 */
function bootScripts(compilation: Compilation, publicPath: string): string[] {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const identifier = (group: ChunkGroup) => group.origins[0]?.module?.identifier() ?? '';
  const provided = new Map<string, string[]>();
  for (const child of entry.childrenIterable) {
    const found = / = (.+)$/.exec(identifier(child));
    if (identifier(child).startsWith('provide module') && found) provided.set(found[1]!, scriptsOf(child, publicPath));
  }
  const files: string[] = [];
  const seen = new Set<ChunkGroup>();
  const walk = (group: ChunkGroup) => {
    for (const child of group.childrenIterable) {
      if (seen.has(child) || child.name) continue;
      seen.add(child);
      const id = identifier(child);
      if (id.startsWith('provide module')) continue;
      const provider = id.startsWith('consume-shared-module')
        ? [...provided].find(([resource]) => id.includes(`|${resource}|`))?.[1]
        : undefined;
      for (const file of provider ?? scriptsOf(child, publicPath)) if (!files.includes(file)) files.push(file);
      walk(child);
    }
  };
  walk(entry);
  return files;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

export class ReleaseInfoPlugin implements WebpackPluginInstance {
  readonly options: ReleaseInfoOptions;

  constructor(options: ReleaseInfoOptions) {
    this.options = options;
  }

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const configured = compilation.outputOptions.publicPath;
          const publicPath = configured === 'auto' ? '' : String(configured);
          compilation.emitAsset('chunk-groups.json', new RawSource(json(namedChunkGroups(compilation, publicPath))));
          if (this.options.kind === 'host') {
            const files = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].filter(
              (f) => !f.endsWith('.map'),
            );
            const assets = {
              js: files.filter((f) => f.endsWith('.js')).map((f) => publicPath + f),
              css: files.filter((f) => f.endsWith('.css')).map((f) => publicPath + f),
              // What the start-up loads after the entry, for the edge to preload with it.
              boot: bootScripts(compilation, publicPath),
              // The SRI of every script (initial and lazy; final bytes at this stage), for the edge's script and
              // preload tags: they must carry the same integrity as webpack's own chunk loads to be reused.
              ...(compilation.outputOptions.crossOriginLoading
                ? { integrity: scriptIntegrity(compilation, publicPath) }
                : {}),
            };
            compilation.emitAsset('entry-assets.json', new RawSource(json(assets)));
            // The singletons the shell provides, for `release activate` to check remotes against.
            compilation.emitAsset('shared-versions.json', new RawSource(json(this.options.sharedVersions ?? {})));
          } else {
            compilation.emitAsset('release.json', new RawSource(json(this.remoteInfo(compilation))));
          }
        },
      );
    });
  }

  private remoteInfo(compilation: Compilation) {
    // The contract is part of what a release is: the same bytes built against another contract major are another
    // release (its shared singletons come from a shell of that major), so they never share a version id.
    const hash = createHash('sha256').update(`contract ${this.options.contractVersion}\n`);
    for (const name of Object.keys(compilation.assets).sort()) {
      if (name === 'mf-manifest.json' || name === 'mf-stats.json') continue;
      hash.update(name).update(compilation.assets[name]!.source());
    }
    for (const file of filesUnder(this.options.alsoHash)) hash.update(file.name).update(fs.readFileSync(file.path));
    return {
      name: this.options.name,
      packageVersion: this.options.packageVersion,
      contractVersion: this.options.contractVersion,
      hash: hash.digest('hex').slice(0, 10),
      builtAt: new Date().toISOString(),
    };
  }
}
