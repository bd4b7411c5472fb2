import { Link } from 'react-router';
import { FormFields } from '../../../components/ui/form-field.tsx';
import { signIn } from '../../../lib/auth.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { AuthCard } from './auth-card.tsx';

const fields = [
  { name: 'email', id: 'login-email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    id: 'login-password',
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
  },
] as const;

/** The form's schema, with zod, loads apart from the page (see useAuthForm). */
const loadLoginSchema = async () => (await import('../../../lib/account-validation.ts')).loginSchema;

export function LoginPage() {
  const form = useAuthForm(loadLoginSchema, {}, signIn);

  return (
    <AuthCard
      id="login-title"
      title="Log in"
      lead="Welcome back. Log in to continue the course where you left off."
      form={form}
      submitLabel="Log In"
      busyLabel="Logging in…"
      footer={
        <>
          <p className="auth-switch">
            New to Grundlagen? <Link to="/new_user">Create an account</Link>
          </p>
          <p className="auth-switch">
            <Link to="/landing_page">What is Grundlagen?</Link>
          </p>
        </>
      }
    >
      <FormFields fields={fields} register={form.register} errors={form.errors} />
    </AuthCard>
  );
}
