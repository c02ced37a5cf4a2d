import { useEffectEvent, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { PanelHeader, useDrawerFocus } from '@storefront/shared-ui';
import { isPopoverOpen } from './popover';

/*
 * Before the shop's JavaScript runs (a reading page boots on intent, which on a slow phone takes seconds), the
 * platform opens and closes the drawer: it is a `popover` and its button a `popovertarget`, so a tap shows it in
 * the next frame, Escape and a tap outside (its ::backdrop) close it, with JavaScript disabled too. Once React
 * has the page, the drawer is React's: shown by `data-open`, out of the top layer (where it would lie over the other
 * drawers, the chat and the region dialog the menu opens), its button's click prevented from toggling it.
 */
const Panel = styled.aside<{ $layer: number }>`
  display: none;
  position: fixed;
  inset: 0 0 0 auto;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  height: 100%;
  width: 100%;
  max-width: 100vw;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    width: 420px;
  }
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: -4px 0 24px rgba(0, 0, 0, 0.15);
  z-index: ${({ $layer }) => 30 + $layer};
  flex-direction: column;
  &:popover-open,
  &[data-open='true'] {
    display: flex;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Body = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  flex: 1;
`;

const noSubscription = () => () => undefined;

/** False while the server renders and React hydrates its markup, true once React owns the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface NativeDrawerProps {
  /** The id its button's `popovertarget` names. */
  id: string;
  /** React's state; false on the server. */
  open: boolean;
  title: string;
  closeLabel: string;
  /** The platform opened it before React took over: the state must say so. */
  onOpen: () => void;
  onClose: () => void;
  /** Server-rendered whether open or not: its links work before (and without) JavaScript. */
  children: ReactNode;
  testId?: string;
  /** Stacking among open drawers: the one opened last lies on top. */
  layer?: number;
}

/**
 * A side panel the platform opens before hydration and React after (see `Panel`). While React owns it, it behaves as
 * shared-ui's Drawer (`useDrawerFocus`): takes focus when it opens (unless focus is already inside, e.g. a field
 * typed in before hydration), keeps Tab inside, closes on Escape and gives focus back to its opener.
 */
export function NativeDrawer({
  id,
  open,
  title,
  closeLabel,
  onOpen,
  onClose,
  children,
  testId,
  layer = 0,
}: NativeDrawerProps) {
  const ref = useRef<HTMLElement>(null);
  const opened = useEffectEvent(onOpen);
  const hydrated = useHydrated();
  // Hydrated over a drawer the shopper opened: it stays open, now in React's state (no flash: before the paint).
  useLayoutEffect(() => {
    if (ref.current && isPopoverOpen(ref.current)) opened();
  }, []);
  // `data-open` now shows it: leave the top layer without moving focus (hiding a popover may give it to its button).
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!open || !panel || !isPopoverOpen(panel)) return;
    const focused = document.activeElement;
    panel.hidePopover();
    if (focused instanceof HTMLElement && focused !== document.activeElement && panel.contains(focused))
      focused.focus({ preventScroll: true });
  }, [open]);
  // Opened by the platform (no focus moved to the page yet): its button gets focus back.
  useDrawerFocus(ref, open, onClose, {
    opener: () => document.querySelector<HTMLElement>(`[popovertarget="${id}"]`),
  });
  return (
    <Panel
      ref={ref}
      id={id}
      popover="auto"
      $layer={layer}
      data-open={open ? 'true' : undefined}
      // As shared-ui's Drawer tells it once React owns it; before, only the platform knows whether it is open.
      aria-hidden={hydrated ? !open : undefined}
      aria-label={title}
      role="dialog"
      tabIndex={-1}
      data-testid={testId}
    >
      <PanelHeader title={title} closeLabel={closeLabel} onClose={onClose} popoverTarget={id} />
      <Body>{children}</Body>
    </Panel>
  );
}
