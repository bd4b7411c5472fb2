import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}

/** A labelled input with its field error announced to screen readers. */
export function FormField({ id, label, registration, error, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
