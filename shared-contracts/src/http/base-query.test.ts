import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './http-client';
import { newIdempotencyKey, requestWithSchema } from './base-query';

/** An http client that records what it was asked and answers an empty cart. */
function recordingClient() {
  const seen: AxiosRequestConfig[] = [];
  const http = {
    request: async (config: AxiosRequestConfig) => {
      seen.push(config);
      return { data: { id: null, items: [], itemCount: 0, seedCount: 0 } };
    },
  } as unknown as HttpClient;
  return { http, seen };
}

describe('idempotency keys', () => {
  it('sends a write with a key as Idempotency-Key, and a request without one with no such header', async () => {
    const { http, seen } = recordingClient();
    await requestWithSchema(http, { url: '/x', method: 'POST', schema: 'cart', idempotencyKey: 'key-1234abcd' }).catch(
      () => undefined,
    );
    await requestWithSchema(http, { url: '/y', schema: 'cart' }).catch(() => undefined);
    expect(seen[0]?.headers).toEqual({ 'Idempotency-Key': 'key-1234abcd' });
    expect(seen[1]?.headers).toBeUndefined();
  });

  it('makes a new key each time, in the form the api accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});
