import type { InputHTMLAttributes } from 'react';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';

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

/** One input of a form, as data: the forms list their fields instead of writing each out. */
export interface FieldSpec<Name extends string> {
  name: Name;
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
}

/** The fields of a react-hook-form form, each with its error. */
export function FormFields<Values extends FieldValues>({
  fields,
  register,
  errors,
}: {
  fields: readonly FieldSpec<Path<Values>>[];
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  return (
    <>
      {fields.map(({ name, ...field }) => (
        <FormField
          key={name}
          {...field}
          registration={register(name)}
          error={errors[name] as FieldError | undefined}
        />
      ))}
    </>
  );
}
