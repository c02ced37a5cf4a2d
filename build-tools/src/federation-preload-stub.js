/**
 * Stands in for the federation runtime's asset preloading (runtime-core `utils/preload.js`) in the browser host
 * (config/host-runtime.ts withoutSnapshotHandler). Its callers are `preloadRemote`, which needs the manifest
 * snapshots this build leaves out (federation-snapshot-stub.js) and which the shop never calls (areas load by
 * their entry: shell/src/federation/area-loader.ts), and the helpers offered to runtime plugins, which the
 * shop's plugins do not use.
 */
function unavailable() {
  throw new Error('Federation asset preloading (preloadRemote) is not part of this build: areas load by their entry.');
}

export const defaultPreloadArgs = unavailable;
export const formatPreloadArgs = unavailable;
export const normalizePreloadExposes = unavailable;
export const preloadAssets = async () => unavailable();
