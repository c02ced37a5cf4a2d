import type { AxiosInstance } from 'axios';
import { createLazyHttpClient } from './http-client';

function fakeAxios() {
  const requests: unknown[] = [];
  const instance = {
    request: async (config: unknown) => {
      requests.push(config);
      return { data: 'ok', status: 200 };
    },
  } as unknown as AxiosInstance;
  return { requests, module: { default: { create: () => instance } } };
}

describe('the lazy http client', () => {
  it('loads axios on the first request only, or ahead of it when warmed, once', async () => {
    const axios = fakeAxios();
    const load = jest.fn(async () => axios.module);
    const http = createLazyHttpClient({}, load);
    expect(load).not.toHaveBeenCalled();
    http.warm?.();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(http.request({ url: '/api/x' })).resolves.toMatchObject({ data: 'ok' });
    await http.request({ url: '/api/y' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(axios.requests).toEqual([{ url: '/api/x' }, { url: '/api/y' }]);
  });

  it('tries again after a failed load (a warm-up offline costs the request nothing)', async () => {
    const axios = fakeAxios();
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(axios.module);
    const http = createLazyHttpClient({}, load);
    http.warm?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(http.request({ url: '/api/x' })).resolves.toMatchObject({ data: 'ok' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
