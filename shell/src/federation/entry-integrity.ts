/**
 * The SRI of each registered remote entry (from the release pointer, recorded at publish), keyed by the entry's
 * path. The area loader fills it as it registers remotes; the runtime plugin's `createScript` hook puts it on the
 * entry's `<script>` (with `crossorigin`), so the browser refuses an entry whose bytes are not the published ones.
 * The entry itself carries the hashes of its chunks (webpack-subresource-integrity in the build).
 */
const byEntry = new Map<string, string>();

/** `/releases/x/1/remoteEntry.js`, whether the runtime hands us a relative or an absolute URL. */
function keyOf(url: string): string {
  try {
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    const parsed = new URL(url, base);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

export function rememberEntryIntegrity(entry: string, integrity: string | undefined): void {
  if (integrity) byEntry.set(keyOf(entry), integrity);
  else byEntry.delete(keyOf(entry));
}

export function entryIntegrityOf(url: string): string | undefined {
  return byEntry.get(keyOf(url));
}
