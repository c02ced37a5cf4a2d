import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { trapTab } from '@storefront/shared-ui';

/**
 * How far below the top of the screen a dialog starts, in both states (before hydration, and modal). Not centred:
 * a centred dialog moves up as the browser parses more of it, and the entry gate is on the first page of every new
 * visitor, mid-parse on a slow network (layout shifts of 0.09-0.22 measured at 412 px). Anchored at its top it only
 * grows downwards, and becoming modal does not move it either.
 */
const TOP = 'min(12vh, 96px)';

/** The shell's dialog box (the entry gate, the change of region, the wishlist's guest prompt). */
export const DialogBox = styled.dialog`
  width: min(460px, calc(100vw - 32px));
  margin: ${TOP} auto auto;
  max-height: calc(100% - ${TOP} - 16px);
  overflow: auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 48px rgba(0, 0, 0, 0.3);
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  /* Server-rendered and without JavaScript the dialog is not in the top layer: keep it in view, over the
     same dimmed page as its backdrop gives it once modal. */
  &[open]:not(:modal) {
    position: fixed;
    inset: 0;
    z-index: 50;
    box-shadow:
      0 12px 48px rgba(0, 0, 0, 0.3),
      0 0 0 100vmax ${({ theme }) => theme.colors.overlay};
  }
`;

interface Props {
  labelledBy: string;
  testId: string;
  children: ReactNode;
  /** Escape closes (the change-region modal); the entry gate cannot be dismissed. */
  onClose?: () => void;
}

/**
 * A modal dialog on the native `<dialog>`: rendered open on the server, made modal in the browser
 * (the rest of the page inert, the browser's top layer), Tab kept inside, Escape handled.
 */
export function ShellDialog({ labelledBy, testId, children, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // What had focus before (the button that opened it), to give focus back once the dialog is gone.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function' && !dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
    const trap = trapTab(dialog);
    dialog.addEventListener('keydown', trap);
    return () => {
      dialog.removeEventListener('keydown', trap);
      // Runs after React removed the dialog: the page is no longer inert and can take focus again.
      if (opener?.isConnected && !dialog.isConnected) opener.focus();
    };
  }, []);
  return (
    <DialogBox
      ref={ref}
      open
      aria-modal="true"
      aria-labelledby={labelledBy}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      {children}
    </DialogBox>
  );
}
