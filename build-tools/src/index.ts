/**
 * The one webpack + Module Federation config factory. A remote declares only its name and exposes
 * (`webpack.config.ts`):
 *
 *   export default createRemoteConfig({ dir: import.meta.dirname, name: 'mf_catalog', exposes: { './area': './src/exposes/area.ts' } });
 *
 * Shared singletons, the shared federation runtime, loaders, hashing and the release info come from here.
 */
import type { Configuration } from 'webpack';
import { modeOf, packageConfigs, type WebpackArgv, type WebpackEnv } from './config/package-configs.ts';

export type { WebpackArgv, WebpackEnv } from './config/package-configs.ts';
export { DEV_OUT_DIR } from './config/package-configs.ts';

/** What a `webpack.config.ts` exports: webpack-cli calls it with `--env` and its options. */
export type WebpackConfigFunction = (env?: WebpackEnv, argv?: WebpackArgv) => Configuration[];

export interface RemoteSpec {
  /** The package folder (`import.meta.dirname`). */
  dir: string;
  /** Federation name, `mf_<area>`: the package folder with underscores. */
  name: string;
  exposes: Record<string, string>;
}

/** A remote: exposes its area module; never bundles the singletons; uses the shell's federation runtime. */
export function createRemoteConfig({ dir, name, exposes }: RemoteSpec): WebpackConfigFunction {
  return (env = {}, argv = {}) => packageConfigs({ role: 'remote', dir, name, exposes, ...modeOf(env, argv) });
}

/**
 * The shell (host): provides the singletons and the federation runtime; registers remotes at runtime.
 * Two builds: the browser app, and `dist/server/render.js` that the edge calls to render a page.
 */
export function createHostConfig({ dir, name = 'shell' }: { dir: string; name?: string }): WebpackConfigFunction {
  return (env = {}, argv = {}) => packageConfigs({ role: 'host', dir, name, ...modeOf(env, argv) });
}
