import { useRef, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { EventPayload } from '@storefront/shared-contracts';

/** Spec 9: a sideways swipe past 50 px dismisses a toast. */
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

export type ToastItem = EventPayload<'ui:toast'> & { id: number };

/** The toasts on screen; its code arrives with the first toast of the visit. */
export default function ToastStack({ toasts, dismiss }: { toasts: ToastItem[]; dismiss: (id: number) => void }) {
  const swipe = useRef<{ id: number; x: number } | null>(null);
  const start = (id: number) => (event: PointerEvent) => {
    swipe.current = { id, x: event.clientX };
  };
  const end = (event: PointerEvent) => {
    const started = swipe.current;
    swipe.current = null;
    if (started && Math.abs(event.clientX - started.x) >= TOAST_SWIPE_THRESHOLD_PX) dismiss(started.id);
  };
  return (
    <Stack>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          $kind={toast.kind}
          data-testid="toast"
          onPointerDown={start(toast.id)}
          onPointerUp={end}
          onPointerCancel={() => (swipe.current = null)}
        >
          {toast.message}
        </Toast>
      ))}
    </Stack>
  );
}
