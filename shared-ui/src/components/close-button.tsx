import styled from 'styled-components';

const Button = styled.button`
  font: inherit;
  line-height: 0;
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;
  padding: ${({ theme }) => theme.space(1)};
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
  }
`;

/** The × that closes a drawer or a modal; its name comes from `label` (the drawing is decoration). */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" onClick={onClick} aria-label={label}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      </svg>
    </Button>
  );
}
