import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { useEventBus, type EventPayload } from '@storefront/shared-contracts';

/** Spec 9: 5000 ms default duration, at most 5 shown at once, swipe threshold 50 (px). */
export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 5;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const Stack = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.space(4)};
  left: 50%;
  transform: translateX(-50%);
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  z-index: 40;
  width: min(420px, calc(100vw - 32px));
`;

const Toast = styled.div<{ $kind: string }>`
  background: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : theme.colors.text)};
  color: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  touch-action: pan-y;
  cursor: grab;
  user-select: none;
`;

type ToastItem = EventPayload<'ui:toast'> & { id: number };

/** The toasts of every area (the `ui:toast` command); a sideways swipe past the threshold dismisses one. */
export function ToastHost() {
  const bus = useEventBus();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const swipe = useRef<{ id: number; x: number } | null>(null);
  const dismiss = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));
  useEffect(() => {
    let next = 0;
    return bus.on('ui:toast', (toast) => {
      const id = ++next;
      setToasts((current) => [...current, { ...toast, id }].slice(-MAX_TOASTS));
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    });
  }, [bus]);
  const start = (id: number) => (event: PointerEvent) => {
    swipe.current = { id, x: event.clientX };
  };
  const end = (event: PointerEvent) => {
    const started = swipe.current;
    swipe.current = null;
    if (started && Math.abs(event.clientX - started.x) >= TOAST_SWIPE_THRESHOLD_PX) dismiss(started.id);
  };
  return (
    <Stack role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} $kind={toast.kind} data-testid="toast" onPointerDown={start(toast.id)} onPointerUp={end} onPointerCancel={() => (swipe.current = null)}>
          {toast.message}
        </Toast>
      ))}
    </Stack>
  );
}
