// Types of load-kit.mjs for the TypeScript that imports it without allowJs (the api's `bench:writes`).
export function freePort(host?: string): Promise<number>;
export function sleep(ms: number): Promise<void>;
export function rssOf(pid: number): number | null;

export interface ShopperResponse {
  status: number;
  // The parsed JSON body, whatever the endpoint answers: the callers read the fields they asked for.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  text: string;
  headers: Headers;
}

export class Shopper {
  constructor(base: string, options?: { dispatcher?: unknown });
  base: string;
  cookies: Map<string, string>;
  request(
    method: string,
    path: string,
    options?: {
      json?: unknown;
      form?: Record<string, string>;
      headers?: Record<string, string>;
      timeoutMs?: number;
      base?: string;
    },
  ): Promise<ShopperResponse>;
}

export function shopBasics(apiUrl: string): Promise<{ slugs: string[]; packId: number; shippingMethodId: number }>;
export function orderBody(key: string, email: string, shippingMethodId: number): Record<string, unknown>;
export function sandboxRefOf(redirectUrl: string | undefined): string | undefined;
export function newCartCookie(apiUrl: string, packId: number): Promise<string>;

export interface PlaceOrderFigures {
  orders: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

export function placeOrders(options: {
  apiUrl: string;
  packId: number;
  shippingMethodId: number;
  orders?: number;
  concurrency?: number;
  log?: (line: string) => void;
}): Promise<PlaceOrderFigures>;
