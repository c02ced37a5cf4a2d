/** The edge's own reads from the api (route rules, settings, existence checks). */
export interface ApiClient {
  /** Resolves with the response, or rejects when the api is unreachable or slower than the timeout. */
  get(path: string): Promise<Response>;
}

export function createApiClient(apiUrl: string, timeoutMs: number): ApiClient {
  return {
    get(path) {
      return fetch(apiUrl + path, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    },
  };
}

/** Frees the connection when the body is not needed. */
export async function discardBody(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Already consumed or closed.
  }
}
