import styled from 'styled-components';
import { CloseButton } from './close-button';

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

export interface PanelHeaderProps {
  title: string;
  /** The heading's id, when the panel is labelled by it (`aria-labelledby`). */
  titleId?: string;
  /** Accessible name of the close button (translated by the area); no button without `onClose`. */
  closeLabel: string;
  onClose?: () => void;
  /** The id of the popover the panel is: its close button also closes it before JavaScript runs. */
  popoverTarget?: string;
}

/** The head of every drawer and dialog: its title as the heading and the close button, on one line. */
export function PanelHeader({ title, titleId, closeLabel, onClose, popoverTarget }: PanelHeaderProps) {
  return (
    <Head>
      <h2 id={titleId}>{title}</h2>
      {onClose ? <CloseButton label={closeLabel} onClick={onClose} popoverTarget={popoverTarget} /> : null}
    </Head>
  );
}
