import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { PanelHeader } from './panel-header';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: 50;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(3)};
  overflow-y: auto;
`;

const Dialog = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
  width: min(480px, 100%);
  min-width: 0;
  /* The dynamic viewport (a phone's browser bars come and go); vh where dvh is unknown. */
  max-height: calc(100vh - 24px);
  max-height: calc(100dvh - 24px);
  overflow-y: auto;
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(4)};
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** Rendered only while open: a closed modal leaves nothing in the page. */
  open: boolean;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Asked to close: Escape, the close button or a click on the backdrop (when dismissible). */
  onClose: () => void;
  children: ReactNode;
  /** Accessible name of the close button (translated by the area). */
  closeLabel: string;
  testId?: string;
  /**
   * `false` for a decision the visitor must take (the entry gate): no close button, Escape and the
   * backdrop do nothing. Default `true`.
   */
  dismissible?: boolean;
}

/**
 * An accessible modal dialog (`role="dialog"`, `aria-modal`): takes focus when it opens, keeps Tab and
 * Shift+Tab inside, closes on Escape, and gives focus back to what had it before. It renders in place
 * (no portal) so it can be server-rendered; it is `position: fixed` above everything.
 */
export function Modal({ open, title, onClose, children, closeLabel, testId, dismissible = true }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    return () => before?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop data-testid={testId ? `${testId}-backdrop` : undefined} onClick={dismissible ? onClose : undefined}>
      <Dialog
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
        // Clicks inside the dialog never reach the backdrop.
        onClick={(event) => event.stopPropagation()}
      >
        <PanelHeader
          title={title}
          titleId={titleId}
          closeLabel={closeLabel}
          onClose={dismissible ? onClose : undefined}
        />
        <Body>{children}</Body>
      </Dialog>
    </Backdrop>
  );
}
