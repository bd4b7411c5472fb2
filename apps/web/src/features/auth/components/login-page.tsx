import { Link } from 'react-router';
import { FormField } from '../../../components/ui/form-field.tsx';
import { loginSchema } from '../../../lib/account-validation.ts';
import { signIn } from '../../../lib/auth.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { AuthCard } from './auth-card.tsx';

export function LoginPage() {
  const { register, errors, submitting, onSubmit, serverError } = useAuthForm(
    loginSchema,
    { email: '', password: '' },
    signIn,
  );

  return (
    <AuthCard
      id="login-title"
      title="Log in"
      lead="Welcome back. Log in to continue the course where you left off."
      onSubmit={onSubmit}
      submitting={submitting}
      serverError={serverError}
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
      <FormField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <FormField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
    </AuthCard>
  );
}
