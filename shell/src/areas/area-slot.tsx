import { Suspense, type ReactNode } from 'react';
import type { RemoteName, SlotId } from '@storefront/shared-contracts';
import { AreaBoundary } from './area-boundary';
import { AreaLoading } from './loading';
import { useShellRuntime } from './shell-runtime';

/**
 * A place in the layout filled by an area (e.g. the cart panel's content). `loading` shows while the area's code
 * arrives: a drawer keeps its server-rendered content there, so React taking it over does not flash a spinner.
 */
export function AreaSlot({
  area,
  slot,
  loading = <AreaLoading />,
}: {
  area: RemoteName;
  slot: SlotId;
  loading?: ReactNode;
}) {
  const runtime = useShellRuntime();
  return (
    <AreaBoundary
      area={area}
      resetKey={slot}
      onRetry={() => runtime.retry(area)}
      render={() => {
        const Slot = runtime.slot(area, slot);
        return (
          <Suspense fallback={loading}>
            <Slot />
          </Suspense>
        );
      }}
    />
  );
}
