/** A request URL as it came: the raw path and the query (with its `?`, or ''). */
export interface RequestUrl {
  path: string;
  query: string;
}

/** Splits a raw request URL into its path and its query (with the `?`, or ''). */
export function splitUrl(url: string): RequestUrl {
  const index = url.indexOf('?');
  return index < 0 ? { path: url, query: '' } : { path: url.slice(0, index), query: url.slice(index) };
}

export function safeDecodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A Location on this origin. Leading `//` or `/\` would make browsers leave the site
 * (`//evil.example`), so any run of slashes at the start becomes one.
 */
export function sameOriginLocation(path: string, query: string): string {
  return '/' + path.replace(/^[/\\]+/, '') + query;
}
