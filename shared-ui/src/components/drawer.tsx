import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { PanelHeader } from './panel-header';
import { trapTab } from '../focus-trap';

const Panel = styled.aside<{ $open: boolean; $layer: number }>`
  position: fixed;
  top: 0;
  right: 0;
  height: 100%;
  /* A phone gets the whole width; a wider screen a side panel. */
  width: 100%;
  max-width: 100vw;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    width: 420px;
  }
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: -4px 0 24px rgba(0, 0, 0, 0.15);
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  /* Visible at once when opening (so it can take focus), hidden only after the slide when closing. */
  transition:
    transform 0.2s ease,
    visibility 0s linear ${({ $open }) => ($open ? '0s' : '0.2s')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  z-index: ${({ $layer }) => 30 + $layer};
  display: flex;
  flex-direction: column;
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
      // A modal dialog opened from the drawer (the menu's change-region dialog) handles its own keys.
      if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return;
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
      <PanelHeader title={title} closeLabel={closeLabel} onClose={onClose} />
      <Body>{open ? children : null}</Body>
    </Panel>
  );
}
