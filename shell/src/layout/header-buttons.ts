import styled from 'styled-components';
import { visuallyHidden } from '@storefront/shared-ui';

/* A 44 x 44 px icon button; icon and label on a wide screen (xl). */
export const PanelButton = styled.button`
  position: relative;
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  font: inherit;
  font-weight: 600;
  background: transparent;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: -3px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    padding: 0 ${({ theme }) => theme.space(3)};
    border-color: currentColor;
    &:focus-visible {
      outline-offset: 2px;
    }
  }
`;

export const Label = styled.span`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.xl} - 0.02px)) {
    ${visuallyHidden}
  }
`;

/* The cart count as a badge on the icon, while the label (which holds the count too) is hidden. */
export const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.onBrand};
  color: ${({ theme }) => theme.colors.brand};
  font-size: 0.75rem;
  font-weight: 800;
  line-height: 20px;
  text-align: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: none;
  }
`;

/* Its name is never shown: a sixth label would crowd the main menu off the header's line where labels show. */
export const HiddenLabel = styled.span`
  ${visuallyHidden}
`;
