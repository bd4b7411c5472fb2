import { Link } from 'react-router';
import { FormField } from '../../../components/ui/form-field.tsx';
import { signUpSchema } from '../../../lib/account-validation.ts';
import { signUp } from '../../../lib/auth.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { AuthCard } from './auth-card.tsx';

export function SignUpPage() {
  const { register, errors, submitting, onSubmit, serverError } = useAuthForm(
    signUpSchema,
    { email: '', password: '', username: '' },
    signUp,
  );

  return (
    <AuthCard
      id="sign-up-title"
      title="Create your account"
      lead="Your answers and your progress are saved to your account."
      onSubmit={onSubmit}
      submitting={submitting}
      serverError={serverError}
      submitLabel="Sign Up"
      busyLabel="Creating your account…"
      footer={
        <p className="auth-switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <FormField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <FormField
        id="sign-up-password"
        label="Password (min 8 characters)"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
      />
      <FormField
        id="sign-up-username"
        label="Username"
        type="text"
        autoComplete="username"
        registration={register('username')}
        error={errors.username}
      />
    </AuthCard>
  );
}
