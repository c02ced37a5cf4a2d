import { rememberEntryIntegrity } from './entry-integrity';
import storefrontRuntimePlugin, { REMOTE_ENTRY_TIMEOUT_MS } from './runtime-plugin';

const SRI = 'sha384-GYusYPYDNGoCFQMz5eBE0lRuH1gjAMK5ih5AEKv8wmMBEobXafUbTedbmGK7jD/x';
const createScript = (url: string) =>
  (
    storefrontRuntimePlugin().createScript as unknown as (args: { url: string }) => {
      script?: HTMLScriptElement;
      timeout: number;
    }
  )({ url });

describe('storefront runtime plugin', () => {
  it('loads a remote entry with the integrity recorded for it, cross-origin, and a timeout', () => {
    rememberEntryIntegrity('/releases/mf_product/1.0.0-a/remoteEntry.js', SRI);
    // The runtime may hand over the absolute URL of the entry registered by path.
    const { script, timeout } = createScript(`${location.origin}/releases/mf_product/1.0.0-a/remoteEntry.js`);
    expect(script?.integrity).toBe(SRI);
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.src).toBe(`${location.origin}/releases/mf_product/1.0.0-a/remoteEntry.js`);
    expect(timeout).toBe(REMOTE_ENTRY_TIMEOUT_MS);
  });

  it('leaves an entry without a recorded hash to the runtime (a release published before hashes)', () => {
    rememberEntryIntegrity('/releases/mf_product/0.9.0-old/remoteEntry.js', undefined);
    const result = createScript('/releases/mf_product/0.9.0-old/remoteEntry.js');
    expect(result.script).toBeUndefined();
    expect(result.timeout).toBe(REMOTE_ENTRY_TIMEOUT_MS);
  });
});
