import styled from 'styled-components';

/* 44 x 44 px: a finger's target (WCAG 2.2 target size), the drawing 24 px inside it. */
const Button = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  font: inherit;
  line-height: 0;
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  color: inherit;
  cursor: pointer;
  padding: 0;
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The × that closes a drawer or a modal; its name comes from `label` (the drawing is decoration). With
 * `popoverTarget` it also closes that popover natively, before (and without) JavaScript; once React runs, `onClick`
 * closes it and the platform's toggle is prevented.
 */
export function CloseButton({
  label,
  onClick,
  popoverTarget,
}: {
  label: string;
  onClick: () => void;
  popoverTarget?: string;
}) {
  return (
    <Button
      type="button"
      aria-label={label}
      {...(popoverTarget ? { popoverTarget, popoverTargetAction: 'hide' as const } : {})}
      onClick={(event) => {
        if (popoverTarget) event.preventDefault();
        onClick();
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      </svg>
    </Button>
  );
}
