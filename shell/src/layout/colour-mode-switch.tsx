import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { COLOUR_MODES, useColourMode } from '../ui/colour-mode';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  label {
    cursor: pointer;
    padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
    border-radius: ${({ theme }) => theme.radius};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
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

/** System, light or dark (spec 3), as a radio group. */
export function ColourModeSwitch({ name }: { name: string }) {
  const intl = useIntl();
  const [mode, setMode] = useColourMode();
  return (
    <Group data-testid="colour-mode">
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
