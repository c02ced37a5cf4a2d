import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** A request other than a plain GET (the add-to-cart POST). */
export interface LoadRequest {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** autocannon, 10 connections for 10 s after a 2 s warm-up that is not recorded. */
export async function loadTest(
  name: string,
  url: string,
  log: (line: string) => void,
  request: LoadRequest = {},
): Promise<LoadFigures> {
  log(`  autocannon ${name} (10 s, 10 connections) ...`);
  await autocannon({ url, connections: 10, duration: 2, ...request });
  const result = await autocannon({ url, connections: 10, duration: 10, ...request });
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
