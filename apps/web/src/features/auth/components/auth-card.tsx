import type { FormEventHandler, ReactNode } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import '../auth.css';

/**
 * The card of the login and sign-up screens: title, fields, the server's message, submit.
 *
 * The build prerenders both screens (build/prerender.ts): until the page's code has hydrated
 * the form, the visitor can type, but the submit button is disabled and says it is loading, so
 * the browser never submits the form by itself (and `method="post"` keeps a password out of
 * the address even then).
 */
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
  const ready = useHydrated();
  return (
    <main className="auth-page">
      <form className="auth-card" method="post" onSubmit={onSubmit} noValidate aria-labelledby={id}>
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
          <button type="submit" className="button button-wide" disabled={!ready}>
            {submitting ? busyLabel : ready ? submitLabel : `${submitLabel} (loading…)`}
          </button>
        </fieldset>
        {footer}
      </form>
    </main>
  );
}
