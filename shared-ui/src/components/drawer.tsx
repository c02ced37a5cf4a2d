import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { PanelHeader } from './panel-header';
import { useDrawerFocus } from './use-drawer-focus';

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
 * focus back to what had it before (the button that opened it): `useDrawerFocus`.
 */
export function Drawer({ open, title, closeLabel, onClose, children, testId, layer = 0 }: DrawerProps) {
  const ref = useRef<HTMLElement>(null);
  useDrawerFocus(ref, open, onClose);
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
