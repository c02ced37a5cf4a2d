import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LOADING_BAR } from './loading-bar-timing';

const Bar = styled.div<{ $width: number; $visible: boolean; $ms: number }>`
  position: fixed;
  top: 0;
  left: 0;
  height: ${LOADING_BAR.heightPx}px;
  width: ${({ $width }) => $width}%;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  background: ${({ theme }) => theme.colors.brand};
  transition:
    width ${({ $ms }) => $ms}ms ease-out,
    opacity 200ms;
  z-index: 70;
  pointer-events: none;
`;

type Phase = { width: number; visible: boolean; ms: number };

/**
 * The bar shows only when loading takes longer than the throttle, crawls towards 90 % over the
 * duration, completes, fades after the hide delay and resets after the reset delay.
 */
export default function LoadingBarView({ busy }: { busy: boolean }) {
  const [phase, setPhase] = useState<Phase>({ width: 0, visible: false, ms: 0 });
  const shown = useRef(false);
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, step: () => void) => timers.push(setTimeout(step, ms));
    if (busy) {
      later(LOADING_BAR.throttleMs, () => {
        shown.current = true;
        setPhase({ width: 90, visible: true, ms: LOADING_BAR.durationMs });
      });
    } else if (shown.current) {
      shown.current = false;
      setPhase({ width: 100, visible: true, ms: 150 });
      later(LOADING_BAR.hideDelayMs, () => setPhase({ width: 100, visible: false, ms: 0 }));
      later(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs, () => setPhase({ width: 0, visible: false, ms: 0 }));
    }
    return () => timers.forEach(clearTimeout);
  }, [busy]);
  return (
    <Bar
      aria-hidden="true"
      data-testid="loading-bar"
      data-visible={phase.visible}
      $width={phase.width}
      $visible={phase.visible}
      $ms={phase.ms}
    />
  );
}
