import { FormattedMessage } from '@storefront/shared-ui';
import { ErrorText, FieldBox } from './form-styles';

interface TextFieldProps {
  /** Form field name, also the error's key (`delivery.city`). */
  name: string;
  label: string;
  value: string;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  onChange: (value: string) => void;
}

const idOf = (name: string) => `checkout-${name.replace(/\./g, '-')}`;

/** A labelled input; its error (a message id) is announced and tied to it with aria-describedby. */
export function TextField({
  name,
  label,
  value,
  error,
  type = 'text',
  autoComplete,
  required,
  maxLength = 200,
  onChange,
}: TextFieldProps) {
  const id = idOf(name);
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        data-testid={id}
      />
      {error ? (
        <ErrorText id={`${id}-error`} data-testid={`${id}-error`}>
          <FormattedMessage id={error} />
        </ErrorText>
      ) : null}
    </FieldBox>
  );
}
