import type { ChangeEvent, FocusEvent, InputHTMLAttributes } from 'react';

/** What a form gives an input to follow it (react-hook-form's `register(name)` has this shape). */
export interface FieldRegistration {
  name: string;
  ref: (input: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown;
}

/** A field's error, as react-hook-form gives it. */
export interface FieldErrorMessage {
  message?: string;
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: FieldRegistration;
  error: FieldErrorMessage | undefined;
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

/** The fields of a form, each with its error. */
export function FormFields<Name extends string>({
  fields,
  register,
  errors,
}: {
  fields: readonly FieldSpec<Name>[];
  register: (name: Name) => FieldRegistration;
  errors: Partial<Record<Name, FieldErrorMessage | undefined>>;
}) {
  return (
    <>
      {fields.map(({ name, ...field }) => (
        <FormField key={name} {...field} registration={register(name)} error={errors[name]} />
      ))}
    </>
  );
}
