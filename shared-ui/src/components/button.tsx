import styled, { css } from 'styled-components';

/** The shop's button; `$variant="secondary"` for the quieter one. */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  font: inherit;
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radius};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  cursor: pointer;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.brand};
          color: ${theme.colors.onBrand};
          &:hover {
            background: ${theme.colors.brandDark};
          }
        `
      : css`
          background: transparent;
          color: ${theme.colors.brand};
        `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
`;
