import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { resolveModule } from '../paths.ts';
import { sharedConfig } from '../shared-singletons.ts';

export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** Who a build is: the shell (host) or an area (remote), for the browser or for the edge's server render. */
export interface FederationSpec {
  role: 'host' | 'remote';
  variant: 'browser' | 'server';
  /** Federation name: `shell`, `mf_catalog`, ... */
  name: string;
  /** The package folder (the host's runtime plugins live in its `src`). */
  dir: string;
  /** Remotes: what they expose (`./area`). */
  exposes?: Record<string, string>;
}

/**
 * The browser's federation runtime without what this shop never uses: remotes are registered by their
 * remoteEntry.js, never resolved through manifest snapshots, and it only ever runs in a browser.
 */
const BROWSER_RUNTIME = { disableSnapshot: true, target: 'web' } as const;

const NODE_RUNTIME_PLUGIN = resolveModule('@module-federation/node/runtimePlugin');

/**
 * The Module Federation options of every build, in one place. What all four share: the singletons (the
 * host provides them, remotes never bundle a copy), no `@mf-types`, and `loaded-first`, so an unreachable
 * remote's entry is never fetched at start-up. Then:
 * - host, browser: provides the shared federation runtime (remotes use it: `externalRuntime`) and the
 *   runtime plugin that times out a remote entry that never answers;
 * - host, server: the node runtime plugin and the one that evaluates remotes from the releases folder;
 * - remote, browser: `remoteEntry.js` + `mf-manifest.json` (the edge preloads from it), the host's runtime;
 * - remote, server: a CommonJS container the node runtime loads.
 */
export function federationOptions({ role, variant, name, dir, exposes }: FederationSpec): FederationOptions {
  const common = {
    name,
    shared: sharedConfig({ provide: role === 'host' }),
    dts: false,
    shareStrategy: 'loaded-first',
  } as const;
  if (role === 'host') {
    return variant === 'browser'
      ? {
          ...common,
          manifest: false,
          experiments: { provideExternalRuntime: true, optimization: BROWSER_RUNTIME },
          runtimePlugins: [path.join(dir, 'src', 'federation', 'runtime-plugin.ts')],
        }
      : {
          ...common,
          manifest: false,
          runtimePlugins: [NODE_RUNTIME_PLUGIN, path.join(dir, 'src', 'server', 'releases-runtime-plugin.ts')],
        };
  }
  const remote = { ...common, filename: 'remoteEntry.js', exposes: exposes ?? {} };
  return variant === 'browser'
    ? { ...remote, manifest: true, experiments: { externalRuntime: true, optimization: BROWSER_RUNTIME } }
    : {
        ...remote,
        manifest: false,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [NODE_RUNTIME_PLUGIN],
      };
}
