import type { RemoteName, RouteId } from '@storefront/shared-contracts';

/** Where shoppers usually go next from a page: warm those remotes when the browser is idle. */
export function nextAreas(routeId: RouteId): RemoteName[] {
  switch (routeId) {
    case 'index':
    case 'collections':
    case 'collections-all':
    case 'collections-slug':
    case 'collections-slug-page':
      return ['mf_product'];
    case 'product-slug':
      return ['mf_catalog'];
    default:
      return ['mf_catalog', 'mf_product'];
  }
}

export function whenIdle(task: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => void }).requestIdleCallback;
  if (idle) idle(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
