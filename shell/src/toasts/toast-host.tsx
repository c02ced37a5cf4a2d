import { lazy, Suspense, useEffect, useState } from 'react';
import { useEventBus } from '@storefront/shared-contracts';
import type { ToastItem } from './toast-stack';

/** Spec 9: 5000 ms default duration, at most 5 shown at once. */
export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 5;

const ToastStack = lazy(() => import(/* webpackChunkName: "toasts" */ './toast-stack'));

/** Handles the `ui:toast` command of every area; the live region is there from the first render. */
export function ToastHost() {
  const bus = useEventBus();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  useEffect(() => {
    let next = 0;
    const dismiss = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));
    return bus.on('ui:toast', (toast) => {
      const id = ++next;
      setToasts((current) => [...current, { ...toast, id }].slice(-MAX_TOASTS));
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    });
  }, [bus]);
  return (
    <div role="status" aria-live="polite">
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} dismiss={(id) => setToasts((current) => current.filter((t) => t.id !== id))} />
        </Suspense>
      ) : null}
    </div>
  );
}
