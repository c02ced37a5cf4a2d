import { useId, type SelectHTMLAttributes } from 'react';
import { TextFieldWrap } from './text-field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: { value: string; label: string }[];
  testId?: string;
}

/** A labelled select. */
export function SelectField({ label, options, testId, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <TextFieldWrap>
      <label htmlFor={id}>{label}</label>
      <select id={id} data-testid={testId} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </TextFieldWrap>
  );
}
