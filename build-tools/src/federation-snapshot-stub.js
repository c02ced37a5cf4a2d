/**
 * Stands in for the federation runtime's SnapshotHandler in the browser host (see withoutSnapshotHandler
 * in index.js). The shop registers remotes by their remoteEntry.js and never calls `preloadRemote`, the only
 * caller of `loadRemoteSnapshotInfo`; what the runtime touches otherwise is the plugin hooks and the
 * manifest cache that `registerRemotes(..., { force: true })` clears.
 */
import { DisabledSnapshotHandler } from '@module-federation/runtime-core/dist/plugins/snapshot/disabled.js';

export class SnapshotHandler extends DisabledSnapshotHandler {
  constructor() {
    super();
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
