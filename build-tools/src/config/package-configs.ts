import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import type { Configuration } from 'webpack';
import { CONTRACT_VERSION } from '../contract-version.ts';
import { BUILD_TOOLS_SRC } from '../paths.ts';
import { ReleaseInfoPlugin } from '../release-info-plugin.ts';
import { sharedVersions } from '../shared-singletons.ts';
import { baseConfig, type Mode } from './base-config.ts';
import { federationOptions, type FederationSpec } from './federation-options.ts';
import { externalRuntimeAlias, withoutIcuParser, withoutSnapshotHandler } from './host-runtime.ts';
import { browserVariant, serverDirOf, serverVariant } from './variants.ts';

/** webpack-cli's `--env` flags (`--env dev`). */
export type WebpackEnv = Record<string, string | boolean | undefined>;
/** webpack-cli's options; only `--mode` matters here. */
export interface WebpackArgv {
  mode?: string;
}

export interface PackageSpec extends Omit<FederationSpec, 'variant'> {
  /**
   * The dev loop's build (`--env dev`): development mode into `dist-dev/`. A remote's browser build then
   * carries React Fast Refresh (the dev server adds hot module replacement); the shell's starts with a
   * React DevTools hook, so a remote's Fast Refresh finds the shell's React DOM.
   */
  dev: boolean;
  mode: Mode;
}

/** The dev loop's output folder (never published; the edge reads the shell's from SHELL_DIR). */
export const DEV_OUT_DIR = 'dist-dev';

function packageVersionOf(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function hostBrowser(spec: PackageSpec, outDir: string): Configuration {
  const { dir, name, mode, dev } = spec;
  const config = baseConfig({ dir, mode, publicPath: '/shell/', uniqueName: name, outDir });
  // Before React DOM evaluates: Fast Refresh in a remote looks React DOM up through this hook.
  if (dev) config.entry = { main: [path.join(BUILD_TOOLS_SRC, 'dev', 'devtools-hook.js'), './src/index.ts'] };
  const snapshot = withoutSnapshotHandler();
  config.resolve = {
    ...config.resolve,
    alias: { ...externalRuntimeAlias(), ...withoutIcuParser() },
  };
  config.plugins = [
    new ModuleFederationPlugin(federationOptions({ ...spec, variant: 'browser' })),
    new ReleaseInfoPlugin({
      kind: 'host',
      name,
      packageVersion: packageVersionOf(dir),
      contractVersion: CONTRACT_VERSION,
      sharedVersions: sharedVersions(),
    }),
    ...snapshot.plugins,
  ];
  return browserVariant(config);
}

function remoteBrowser(spec: PackageSpec, outDir: string): Configuration {
  const { dir, name, mode, dev } = spec;
  const config = baseConfig({ dir, mode, publicPath: 'auto', uniqueName: name, outDir, refresh: dev });
  // The remote entry is the only initial file; the area module loads its pages lazily.
  config.entry = {};
  config.plugins = [
    new ModuleFederationPlugin(federationOptions({ ...spec, variant: 'browser' })),
    new ReleaseInfoPlugin({
      kind: 'remote',
      name,
      packageVersion: packageVersionOf(dir),
      contractVersion: CONTRACT_VERSION,
      alsoHash: serverDirOf(dir, outDir),
    }),
    // One error overlay is enough: webpack-dev-server's shows build errors (runtime errors are the areas' own).
    ...(dev ? [new ReactRefreshPlugin({ overlay: false })] : []),
  ];
  return browserVariant(config, { afterServer: !dev });
}

/**
 * The two builds of a package: `server` (the edge's server render; for the shell `dist/server/render.js`,
 * for a remote a CommonJS container) and `browser`, which runs after it. In the dev loop the server build
 * runs in watch mode and keeps older chunks (a render in flight may still ask for them).
 */
export function packageConfigs(spec: PackageSpec): [Configuration, Configuration] {
  const { dir, name, mode, dev, role } = spec;
  const outDir = dev ? DEV_OUT_DIR : 'dist';
  const server = serverVariant(
    baseConfig({ dir, mode, publicPath: '', uniqueName: `${name}_server`, outDir }),
    serverDirOf(dir, outDir),
  );
  server.entry = role === 'host' ? { render: './src/server/index.ts' } : {};
  server.plugins = [
    ...(server.plugins ?? []),
    new ModuleFederationPlugin(federationOptions({ ...spec, variant: 'server' })),
  ];
  if (dev && role === 'remote') server.output = { ...server.output, clean: false };
  const browser = role === 'host' ? hostBrowser(spec, outDir) : remoteBrowser(spec, outDir);
  return [server, browser];
}

/** `--env dev` or `--mode development` (webpack-cli); production otherwise. */
export function modeOf(env: WebpackEnv, argv: WebpackArgv): { dev: boolean; mode: Mode } {
  const dev = Boolean(env.dev);
  return { dev, mode: dev || argv.mode === 'development' ? 'development' : 'production' };
}
