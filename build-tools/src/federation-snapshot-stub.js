/**
 * Stands in for the federation runtime's SnapshotHandler in the browser host (see withoutSnapshotHandler
 * in config/host-runtime.ts). The shop registers remotes by their remoteEntry.js and never calls `preloadRemote`,
 * the only caller of `loadRemoteSnapshotInfo`; what the runtime touches otherwise is `hooks.applyPlugin` (every
 * plugin is offered to every handler's hooks) and the manifest cache that `registerRemotes(..., { force: true })`
 * clears. The hooks have no lifecycle (as the runtime's own disabled handler): a plugin is only remembered by name.
 * Nothing here imports runtime-core, whose package exposes none of this.
 */
class NoLifecycleHooks {
  constructor() {
    this.lifecycle = {};
    this.lifecycleKeys = [];
    this.registerPlugins = {};
  }

  applyPlugin(plugin) {
    if (plugin?.name && !this.registerPlugins[plugin.name]) this.registerPlugins[plugin.name] = plugin;
  }

  removePlugin(pluginName) {
    delete this.registerPlugins[pluginName];
  }
}

export class SnapshotHandler {
  constructor() {
    this.hooks = new NoLifecycleHooks();
    this.manifestCache = new Map();
  }

  loadRemoteSnapshotInfo() {
    return Promise.reject(
      new Error(
        'Remote snapshots (manifests, preloadRemote) are not part of this build: register remotes by their entry.',
      ),
    );
  }
}
