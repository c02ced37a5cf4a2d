import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import type { RemoteName, SlotId } from '@storefront/shared-contracts';
import { AreaBoundary } from './area-boundary';
import { AreaLoading } from './loading';
import { useShellRuntime } from './shell-runtime';

/** Tells its parent once the area's content beside it is on screen (a layout effect: before that frame is painted). */
function Shown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(() => onShown(), [onShown]);
  return null;
}

/**
 * A place in the layout filled by an area (e.g. the cart panel's content). `loading` shows while the area's code
 * arrives: a drawer keeps its server-rendered content there, so React taking it over does not flash a spinner.
 */
export function AreaSlot({
  area,
  slot,
  loading = <AreaLoading />,
  onShown,
}: {
  area: RemoteName;
  slot: SlotId;
  loading?: ReactNode;
  /** Called once the area's content is on screen, in the frame it first shows in. */
  onShown?: () => void;
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
            {onShown ? <Shown onShown={onShown} /> : null}
          </Suspense>
        );
      }}
    />
  );
}
