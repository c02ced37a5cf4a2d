import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useEventBus, type EventPayload } from '@storefront/shared-contracts';

/** Spec 9: 5000 ms default duration, at most 5 shown at once. */
export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 5;

const Stack = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.space(4)};
  left: 50%;
  transform: translateX(-50%);
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  z-index: 40;
`;

const Toast = styled.div<{ $kind: string }>`
  background: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : theme.colors.text)};
  color: #fff;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
`;

type ToastItem = EventPayload<'ui:toast'> & { id: number };

export function ToastHost() {
  const bus = useEventBus();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  useEffect(() => {
    let next = 0;
    return bus.on('ui:toast', (toast) => {
      const id = ++next;
      setToasts((current) => [...current, { ...toast, id }].slice(-MAX_TOASTS));
      setTimeout(() => setToasts((current) => current.filter((t) => t.id !== id)), TOAST_DURATION_MS);
    });
  }, [bus]);
  return (
    <Stack role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} $kind={toast.kind} data-testid="toast">
          {toast.message}
        </Toast>
      ))}
    </Stack>
  );
}
