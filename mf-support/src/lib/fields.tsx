import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

export const FieldWrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  label {
    font-weight: 600;
  }
  input,
  textarea {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

interface Common {
  label: string;
  /** The message under the field; the field is marked invalid while there is one. */
  error?: string | undefined;
  testId?: string;
}

/** The ids a control needs to be labelled and to announce its error message. */
interface ControlProps {
  id: string;
  'data-testid': string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control and error message, tied together by one generated id. */
function LabelledField({ label, error, testId, control }: Common & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <FieldWrap>
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        'data-testid': testId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </FieldWrap>
  );
}

/** A labelled input with its own error message, announced with the field. */
export function TextField({
  label,
  error,
  testId,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <LabelledField label={label} error={error} testId={testId} control={(props) => <input {...props} {...input} />} />
  );
}

/** A labelled text area with its own error message, announced with the field. */
export function TextArea({
  label,
  error,
  testId,
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <LabelledField
      label={label}
      error={error}
      testId={testId}
      control={(props) => <textarea {...props} {...input} />}
    />
  );
}
