import axios from 'axios';
import {
  createEventBus,
  createStorefrontStore,
  type AreaSetupContext,
  type ResolvedRoute,
} from '@storefront/shared-contracts';
import { frameState } from '../boot/initial-state';
import { shellApi } from '../layout/newsletter/newsletter-api';
import type { RenderRequest } from './types';

/**
 * One request's store, bus and api client. The store starts from the frame's shared state, as a page the
 * browser renders itself does; the api client forwards the shopper's cookies (their cart) and the edge's
 * request id, so the api's log lines belong to this page's.
 */
export function createRequestContext(
  request: RenderRequest,
  { storefront, language }: ResolvedRoute,
  timeoutMs: number,
): AreaSetupContext {
  const { settings, country } = request.boot;
  const headers: Record<string, string> = {};
  if (request.cookieHeader) headers.cookie = request.cookieHeader;
  if (request.requestId) headers['x-request-id'] = request.requestId;
  const http = axios.create({ baseURL: request.apiUrl, timeout: timeoutMs, headers });
  const store = createStorefrontStore({
    http,
    bus: createEventBus(),
    preloadedState: {
      shared: frameState({ storefront, language, settings, country, cookie: (name) => request.cookies[name] }),
    },
  });
  store.inject(shellApi);
  return { store, bus: store.bus, http };
}
