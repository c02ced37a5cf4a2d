import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseButton } from './close-button';
import { trapTab } from '../focus-trap';

const Panel = styled.aside<{ $open: boolean; $layer: number }>`
  position: fixed;
  top: 0;
  right: 0;
  height: 100%;
  width: min(420px, 100vw);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: -4px 0 24px rgba(0, 0, 0, 0.15);
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  /* Visible at once when opening (so it can take focus), hidden only after the slide when closing. */
  transition:
    transform 0.2s ease,
    visibility 0s linear ${({ $open }) => ($open ? '0s' : '0.2s')};
  z-index: ${({ $layer }) => 30 + $layer};
  display: flex;
  flex-direction: column;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Body = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  flex: 1;
`;

export interface DrawerProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** Stacking among open drawers: the one opened last lies on top. */
  layer?: number;
}

/**
 * A side panel. Takes focus when it opens, keeps Tab inside while open, closes on Escape, and gives
 * focus back to what had it before (the button that opened it).
 */
export function Drawer({ open, title, closeLabel, onClose, children, testId, layer = 0 }: DrawerProps) {
  const ref = useRef<HTMLElement>(null);
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const panel = ref.current;
    if (!open || !panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.focus();
    const trap = trapTab(panel);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (panel.contains(document.activeElement)) trap(event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Focus was in the panel (or went with its content): give it back, unless the shopper moved on.
      const active = document.activeElement;
      if (opener && (!active || active === document.body || panel.contains(active))) opener.focus();
    };
  }, [open]);
  return (
    <Panel
      ref={ref}
      $open={open}
      $layer={layer}
      aria-hidden={!open}
      aria-label={title}
      role="dialog"
      tabIndex={-1}
      data-testid={testId}
    >
      <Head>
        <h2>{title}</h2>
        <CloseButton label={closeLabel} onClick={onClose} />
      </Head>
      <Body>{open ? children : null}</Body>
    </Panel>
  );
}
