import { sharedSelectors, useStorefrontSelector } from '@storefront/shared-contracts';

/**
 * The cart's item count as text a message places: a `data-visitor` span, which the edge fills with each shopper's
 * own count on a page kept for every visitor (edge/src/pages/page-cache.ts).
 */
export function VisitorCartCount({ testId }: { testId: string }) {
  const cart = useStorefrontSelector((state) => sharedSelectors.selectCartSummary(state));
  return (
    <span data-testid={testId} data-visitor="cart-count">
      {cart.itemCount}
    </span>
  );
}
