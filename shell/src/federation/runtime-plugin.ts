import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryIntegrityOf } from './entry-integrity';

/** A remote entry that never answers must not hang the page: give up after this long. */
export const REMOTE_ENTRY_TIMEOUT_MS = 4000;

/**
 * The remote entry's script: with the SRI recorded at publish (and `crossorigin`, which SRI needs and which
 * matches the edge's preload of the entry, so the preloaded bytes are reused), and a timeout.
 */
export function remoteEntryScript(url: string): HTMLScriptElement | undefined {
  const integrity = entryIntegrityOf(url);
  if (!integrity) return undefined;
  const script = document.createElement('script');
  script.src = url;
  script.crossOrigin = 'anonymous';
  script.integrity = integrity;
  return script;
}

export default function storefrontRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-runtime',
    createScript({ url }) {
      const script = remoteEntryScript(url);
      return (script ? { script, timeout: REMOTE_ENTRY_TIMEOUT_MS } : { timeout: REMOTE_ENTRY_TIMEOUT_MS }) as never;
    },
  };
}
