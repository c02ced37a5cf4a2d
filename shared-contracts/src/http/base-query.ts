import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { AxiosError, type AxiosInstance } from 'axios';
import type { ZodType } from 'zod';
import { apiErrorSchema, type ApiError } from '../schemas/common';
import type { StoreExtra } from '../store/storefront-store';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  data?: unknown;
  params?: Record<string, string | number>;
  /** The response schema from shared-contracts: a response that does not match fails loudly. */
  schema: ZodType;
}

/** Turns anything axios throws into the api's error shape. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof AxiosError) {
    const parsed = apiErrorSchema.safeParse(error.response?.data);
    if (parsed.success) return parsed.data;
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

/** Performs a request with the given axios instance and parses the response with its zod schema. */
export async function requestWithSchema<T>(http: AxiosInstance, request: ApiRequest): Promise<T> {
  const response = await http.request({ url: request.url, method: request.method ?? 'GET', data: request.data, params: request.params });
  const parsed = request.schema.safeParse(response.data);
  if (!parsed.success) throw new ContractError(request.url, parsed.error.message);
  return parsed.data as T;
}

/** The RTK Query base query of every area: axios from the store's `extra`, zod-parsed responses. */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api) => {
  const { http } = api.extra as StoreExtra;
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
  return typeof error === 'object' && error !== null && 'statusCode' in error && (error as ApiError).statusCode === 404;
}
