import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.aside<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  height: 100%;
  width: min(420px, 100vw);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: -4px 0 24px rgba(0, 0, 0, 0.15);
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: transform 0.2s ease, visibility 0.2s;
  z-index: 30;
  display: flex;
  flex-direction: column;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: 1.15rem; }
`;

const Close = styled.button`
  font: inherit;
  font-size: 1.5rem;
  line-height: 1;
  background: none;
  border: 0;
  cursor: pointer;
  padding: ${({ theme }) => theme.space(1)};
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
}

/** A side panel. Closes on Escape and takes focus when it opens. */
export function Drawer({ open, title, closeLabel, onClose, children, testId }: DrawerProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <Panel ref={ref} $open={open} aria-hidden={!open} aria-label={title} role="dialog" tabIndex={-1} data-testid={testId}>
      <Head>
        <h2>{title}</h2>
        <Close type="button" onClick={onClose} aria-label={closeLabel}>
          ×
        </Close>
      </Head>
      <Body>{open ? children : null}</Body>
    </Panel>
  );
}
