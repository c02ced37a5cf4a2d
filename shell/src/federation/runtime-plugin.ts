import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote entry that never answers must not hang the page: give up after this long. */
export const REMOTE_ENTRY_TIMEOUT_MS = 4000;

export default function storefrontRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-runtime',
    createScript() {
      return { timeout: REMOTE_ENTRY_TIMEOUT_MS } as never;
    },
  };
}
