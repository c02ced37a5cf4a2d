import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

export const TextFieldWrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  label {
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The message under the field; the input is marked invalid while there is one. */
  error?: string | undefined;
  testId?: string;
}

/** A labelled input with its error message (spec 5's field messages), announced with the field. */
export function TextField({ label, error, testId, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <TextFieldWrap>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </TextFieldWrap>
  );
}

export const Form = styled.form`
  max-width: 28rem;
`;

export const FormAlert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
