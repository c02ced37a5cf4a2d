import { Suspense } from 'react';
import type { RemoteName, SlotId } from '@storefront/shared-contracts';
import { AreaBoundary } from './area-boundary';
import { AreaLoading } from './loading';
import { useShellRuntime } from './shell-runtime';

/** A place in the layout filled by an area (e.g. the cart panel's content). */
export function AreaSlot({ area, slot }: { area: RemoteName; slot: SlotId }) {
  const runtime = useShellRuntime();
  return (
    <AreaBoundary
      area={area}
      resetKey={slot}
      onRetry={() => runtime.retry(area)}
      render={() => {
        const Slot = runtime.slot(area, slot);
        return (
          <Suspense fallback={<AreaLoading />}>
            <Slot />
          </Suspense>
        );
      }}
    />
  );
}
