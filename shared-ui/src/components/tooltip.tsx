import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';

/** Spec 9: tooltips show after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  top: calc(100% + 6px);
  left: 50%;
  transform: translateX(-50%);
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.8rem;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius};
  z-index: 50;
  pointer-events: none;
`;

type Trigger = ReactElement<{ 'aria-describedby'?: string }>;

/**
 * A short description of a control, shown after TOOLTIP_DELAY_MS of pointer hover or keyboard focus,
 * hidden on leave, blur or Escape, and announced through aria-describedby.
 */
export function Tooltip({ label, children }: { label: string; children: Trigger }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setVisible(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Wrap
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <Bubble role="tooltip" id={id} hidden={!visible}>
        {label}
      </Bubble>
    </Wrap>
  );
}
