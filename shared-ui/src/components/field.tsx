import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';

/**
 * A labelled field: label, control, hint and error stacked, 16 px text (a phone does not zoom in) and 44 px
 * targets. No outer margin: the form spaces its fields (a grid gap, or `${FieldWrap} { margin-bottom }`).
 */
export const FieldWrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    font-size: max(1rem, 16px);
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
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

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** A field's error message (also for a group of radios, described by it). */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;

export interface FieldProps {
  label: ReactNode;
  /** Help under the label, read with the control (aria-describedby). */
  hint?: ReactNode;
  /** The message under the field; while there is one the control is `aria-invalid` and described by it. */
  error?: ReactNode;
  /**
   * The control's id, for forms that find fields by id (a server-rendered form focusing its first error);
   * a generated one otherwise. The hint and error ids are `<id>-hint` and `<id>-error`.
   */
  id?: string | undefined;
  /** `data-testid` of the control; its error gets `<testId>-error`. */
  testId?: string | undefined;
}

/** What a control needs to be labelled and to announce its hint and error. */
export interface FieldControlProps {
  id: string;
  'data-testid': string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, any control (`children` renders it with the ids and ARIA it needs), hint and error. */
export function Field({
  label,
  hint,
  error,
  id: fixedId,
  testId,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generated = useId();
  const id = fixedId ?? generated;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? `${id}-hint` : '', hasError ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <FieldWrap>
      <label htmlFor={id}>{label}</label>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {children({
        id,
        'data-testid': testId,
        'aria-invalid': hasError ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hasError ? (
        <FieldError id={`${id}-error`} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </FieldError>
      ) : null}
    </FieldWrap>
  );
}

type Native<T> = Omit<T, 'id' | 'children'>;

/** Splits the field's own props from the control's. */
function fieldOf<P extends FieldProps>({ label, hint, error, id, testId, ...control }: P) {
  return { field: { label, hint, error, id, testId }, control };
}

/** A labelled input (text, e-mail, password, tel, ...). */
export function TextField(props: FieldProps & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const { field, control } = fieldOf(props);
  return <Field {...field}>{(aria) => <input {...aria} {...control} />}</Field>;
}

/** A labelled text area (9rem high, grows by dragging). */
export function TextArea(props: FieldProps & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { field, control } = fieldOf(props);
  return <Field {...field}>{(aria) => <textarea {...aria} {...control} />}</Field>;
}

/** A labelled select: `children` first (a "choose ..." option), then `options`. */
export function SelectField({
  children,
  options = [],
  ...props
}: FieldProps &
  Native<SelectHTMLAttributes<HTMLSelectElement>> & {
    children?: ReactNode;
    options?: readonly { value: string; label: string }[];
  }) {
  const { field, control } = fieldOf(props);
  return (
    <Field {...field}>
      {(aria) => (
        <select {...aria} {...control}>
          {children}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
