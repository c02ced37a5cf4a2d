import type { APIRequestContext } from '@playwright/test';

export interface LinkResult {
  path: string;
  status: number;
  /** The server rendered an area's fallback instead of its page. */
  fallback: boolean;
}

/** GETs each path (the server render, as a crawler sees it), a few at a time. */
export async function checkLinks(
  request: APIRequestContext,
  paths: readonly string[],
  parallel = 4,
): Promise<LinkResult[]> {
  const results: LinkResult[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await request.get(path, { maxRedirects: 0 });
      const body = response.headers()['content-type']?.includes('text/html') ? await response.text() : '';
      results.push({ path, status: response.status(), fallback: body.includes('data-testid="area-fallback"') });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results.sort((a, b) => a.path.localeCompare(b.path));
}

/** The same-origin paths of `hrefs` (no fragments, no duplicates), in order. */
export function internalPaths(hrefs: readonly (string | null)[], origin: string): string[] {
  const paths = new Set<string>();
  for (const href of hrefs) {
    if (!href || href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) continue;
    const url = new URL(href, origin);
    if (url.origin !== origin) continue;
    paths.add(url.pathname + url.search);
  }
  return [...paths];
}
