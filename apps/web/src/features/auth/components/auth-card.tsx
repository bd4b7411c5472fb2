import type { FormEventHandler, ReactNode } from 'react';
import '../auth.css';

/** The card of the login and sign-up screens: title, fields, the server's message, submit. */
export function AuthCard({
  id,
  title,
  lead,
  form: { onSubmit, submitting, serverError },
  submitLabel,
  busyLabel,
  children,
  footer,
}: {
  id: string;
  title: string;
  lead: string;
  /** What `useAuthForm` gives: the submit handler, whether it runs, the server's message. */
  form: { onSubmit: FormEventHandler<HTMLFormElement>; submitting: boolean; serverError: string | null };
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={onSubmit} noValidate aria-labelledby={id}>
        <p className="auth-brand">Grundlagen</p>
        <h1 id={id}>{title}</h1>
        <p className="auth-lead">{lead}</p>
        <fieldset disabled={submitting}>
          {children}
          {serverError ? (
            <p className="form-error" role="alert">
              {serverError}
            </p>
          ) : null}
          <button type="submit" className="button button-wide">
            {submitting ? busyLabel : submitLabel}
          </button>
        </fieldset>
        {footer}
      </form>
    </main>
  );
}
