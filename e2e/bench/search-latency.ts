import { SEARCH_TOPICS, misspelt } from '@storefront/shared-contracts/testing';

export interface SearchLatencyFigures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;

/**
 * Search as shoppers type it, over HTTP against the running api: every strain name as written and with two
 * letters swapped (the typo path: trigram similarity), plus topic words, in English and German. Every
 * keyword is new to the api's cache, so each request runs the database search; one at a time, so the
 * figure is the latency of one search, not of a queue.
 */
export async function measureSearchLatency(apiUrl: string, log: (line: string) => void): Promise<SearchLatencyFigures> {
  const list = (await (await fetch(`${apiUrl}/api/en-en/price-list`)).json()) as { items: Array<{ name: string }> };
  const names = list.items.map((item) => item.name);
  const swapped = names.map((n) => misspelt(n).toLowerCase());
  const keywords = [...names, ...swapped, ...SEARCH_TOPICS];
  log(`  search latency (${keywords.length * 2} uncached searches, one at a time) ...`);
  const times: number[] = [];
  let failures = 0;
  for (const iso of ['en-en', 'de-de']) {
    for (const q of keywords) {
      const start = performance.now();
      const response = await fetch(`${apiUrl}/api/${iso}/search?q=${encodeURIComponent(q)}`);
      await response.arrayBuffer();
      times.push(performance.now() - start);
      if (!response.ok) failures += 1;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
    failures,
  };
}
