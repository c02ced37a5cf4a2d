import { useIntl, visuallyHidden } from '@storefront/shared-ui';
import styled from 'styled-components';
import { COLOUR_MODES, useColourMode } from '../ui/colour-mode';

const Group = styled.fieldset<{ $showLegend: boolean }>`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  legend {
    ${({ $showLegend }) => ($showLegend ? '' : visuallyHidden)}
  }
  label {
    position: relative;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.touchTarget};
    min-width: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
  }
  /* The radio covers its label: the whole label is what a finger (and axe's target-size) meets. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  input:checked + span {
    text-decoration: underline;
    font-weight: 700;
  }
  input:focus-visible + span {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

/**
 * System, light or dark (spec 3), as a radio group: in the topbar on a desktop (its legend read, not
 * shown), in the menu drawer on a phone (legend shown). Every label is a 44 x 44 px target.
 */
export function ColourModeSwitch({
  name,
  testId = 'colour-mode',
  showLegend = false,
}: {
  name: string;
  testId?: string;
  showLegend?: boolean;
}) {
  const intl = useIntl();
  const [mode, setMode] = useColourMode();
  return (
    <Group data-testid={testId} $showLegend={showLegend}>
      <legend>{intl.formatMessage({ id: 'shell.colourMode.label' })}</legend>
      {COLOUR_MODES.map((option) => (
        <label key={option}>
          <input type="radio" name={name} value={option} checked={mode === option} onChange={() => setMode(option)} />
          <span>{intl.formatMessage({ id: `shell.colourMode.${option}` })}</span>
        </label>
      ))}
    </Group>
  );
}
