import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, CreateAxiosDefaults } from 'axios';

/** The part of axios areas use: one request function (RTK Query's base query goes through it). */
export interface HttpClient {
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  /**
   * Loads what the first request needs (a lazy client's axios) ahead of it: the shell calls it once the page is
   * hydrated and quiet, so the shopper's first action waits for its request alone. Since 4.9.0.
   */
  warm?(): void;
}

/** What axios throws for a failed request (`AxiosError`), as far as the base query reads it. */
export interface HttpError {
  isAxiosError: true;
  message: string;
  response?: { status: number; data: unknown };
}

type AxiosModule = { default: { create(config?: CreateAxiosDefaults): AxiosInstance } };

/**
 * An axios client created on the first request. A server-rendered page needs no request until the
 * shopper acts, so axios (a shared singleton) is not part of the first load.
 */
export function createLazyHttpClient(config: CreateAxiosDefaults, loadAxios: () => Promise<AxiosModule>): HttpClient {
  let instance: Promise<AxiosInstance> | null = null;
  const client = () => {
    instance ??= loadAxios().then((axios) => axios.default.create(config));
    instance.catch(() => {
      instance = null;
    });
    return instance;
  };
  return {
    request(requestConfig) {
      return client().then((http) => http.request(requestConfig));
    },
    warm() {
      client().catch(() => undefined);
    },
  };
}
