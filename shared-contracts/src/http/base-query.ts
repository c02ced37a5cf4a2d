import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from '../schemas/common';
import type { ResponseSchemaName } from '../schemas/response-schemas';
import { isApiError } from '../model/errors';
import type { HttpClient, HttpError } from './http-client';
import { storeExtra } from '../store/storefront-store';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  data?: unknown;
  params?: Record<string, string | number>;
  /**
   * The response's schema in shared-contracts (`responseSchemas`). Development builds and every test
   * parse the response with it, so a contract break fails loudly there; production ships no zod.
   */
  schema: ResponseSchemaName;
  /**
   * Sent as `Idempotency-Key`: the same for every attempt of one action (one click), so a write retried by a
   * balancer or after a lost answer is applied once (add to cart, Pay Now). Since 4.3.0.
   */
  idempotencyKey?: string;
}

/**
 * A fresh Idempotency-Key: 128 random bits as hex. getRandomValues, unlike randomUUID, works on a plain-http page
 * too (a shop tried on a LAN address).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && (error as HttpError).isAxiosError === true;
}

/** Turns anything the http client throws into the api's error shape. */
export function toApiError(error: unknown): ApiError {
  if (isHttpError(error)) {
    const body = error.response?.data;
    if (isApiError(body)) return body;
    return { statusCode: error.response?.status ?? 0, code: 'NETWORK_ERROR', message: error.message };
  }
  return { statusCode: 0, code: 'UNEXPECTED', message: error instanceof Error ? error.message : String(error) };
}

class ContractError extends Error {
  constructor(url: string, detail: string) {
    super(`Response of ${url} breaks the contract: ${detail}`);
    this.name = 'ContractError';
  }
}

/** In development and tests, the response parsed with its schema; in production, as received. */
async function checkedResponse(request: ApiRequest, data: unknown): Promise<unknown> {
  if (process.env.NODE_ENV !== 'production') {
    const { responseSchemas } = await import('../schemas/response-schemas');
    const parsed = responseSchemas[request.schema].safeParse(data);
    if (!parsed.success) throw new ContractError(request.url, parsed.error.message);
    return parsed.data;
  }
  return data;
}

/** Performs a request with the given http client and checks the response against its schema. */
export async function requestWithSchema<T>(http: HttpClient, request: ApiRequest): Promise<T> {
  const response = await http.request({
    url: request.url,
    method: request.method ?? 'GET',
    data: request.data,
    params: request.params,
    ...(request.idempotencyKey ? { headers: { 'Idempotency-Key': request.idempotencyKey } } : {}),
  });
  return (await checkedResponse(request, response.data)) as T;
}

/** The RTK Query base query of every area: the store's http client, responses checked against the contract. */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api) => {
  const { http } = storeExtra(api.extra);
  try {
    return { data: await requestWithSchema(http, request) };
  } catch (error) {
    if (error instanceof ContractError) {
      return { error: { statusCode: 0, code: 'CONTRACT_BROKEN', message: error.message } };
    }
    return { error: toApiError(error) };
  }
};

/** True when an RTK Query error is the api's 404 (the page does not exist). */
export function isNotFoundError(error: unknown): boolean {
  return statusOf(error) === 404;
}

/** 4xx answers that say nothing about whether the thing exists: not signed in, refused, too many, too slow. */
const NOT_ABOUT_EXISTENCE = new Set([401, 403, 408, 429]);

/**
 * True when the api's answer to a page's existence check means there is no such page: its 404, and any other client
 * error about the address itself (a slug with a NUL byte or over the length limit answers 400): the shopper gets the
 * not-found page, never a 200 around an error. Since 3.0.0.
 */
export function isMissingPageError(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && !NOT_ABOUT_EXISTENCE.has(status);
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error as ApiError;
  return typeof statusCode === 'number' ? statusCode : undefined;
}
