import { createContext, useContext, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** Spec 9 page-loading indicator. */
export const LOADING_BAR = { durationMs: 2000, throttleMs: 200, hideDelayMs: 500, resetDelayMs: 400, heightPx: 3 } as const;

type Listener = (loading: boolean) => void;

/** Counts pages being loaded (area chunks, prefetches); the bar shows while any is. */
export function createPageLoading() {
  let active = 0;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener(active > 0));
  return {
    start(): () => void {
      active += 1;
      emit();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        active -= 1;
        emit();
      };
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PageLoading = ReturnType<typeof createPageLoading>;
export const PageLoadingContext = createContext<PageLoading | null>(null);
export const usePageLoading = () => useContext(PageLoadingContext);

const Bar = styled.div<{ $width: number; $visible: boolean; $ms: number }>`
  position: fixed;
  top: 0;
  left: 0;
  height: ${LOADING_BAR.heightPx}px;
  width: ${({ $width }) => $width}%;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  background: ${({ theme }) => theme.colors.brand};
  transition: width ${({ $ms }) => $ms}ms ease-out, opacity 200ms;
  z-index: 70;
  pointer-events: none;
`;

type Phase = { width: number; visible: boolean; ms: number };

/**
 * The bar shows only when loading takes longer than the throttle, crawls towards 90 % over the
 * duration, completes, fades after the hide delay and resets after the reset delay.
 */
export function LoadingBar() {
  const loading = usePageLoading();
  const [phase, setPhase] = useState<Phase>({ width: 0, visible: false, ms: 0 });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    if (!loading) return undefined;
    const later = (ms: number, step: () => void) => timers.current.push(setTimeout(step, ms));
    const clear = () => timers.current.splice(0).forEach(clearTimeout);
    let shown = false;
    const unsubscribe = loading.subscribe((busy) => {
      clear();
      if (busy) {
        later(LOADING_BAR.throttleMs, () => {
          shown = true;
          setPhase({ width: 90, visible: true, ms: LOADING_BAR.durationMs });
        });
      } else if (shown) {
        shown = false;
        setPhase({ width: 100, visible: true, ms: 150 });
        later(LOADING_BAR.hideDelayMs, () => setPhase({ width: 100, visible: false, ms: 0 }));
        later(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs, () => setPhase({ width: 0, visible: false, ms: 0 }));
      }
    });
    return () => {
      unsubscribe();
      clear();
    };
  }, [loading]);
  return <Bar aria-hidden="true" data-testid="loading-bar" data-visible={phase.visible} $width={phase.width} $visible={phase.visible} $ms={phase.ms} />;
}
