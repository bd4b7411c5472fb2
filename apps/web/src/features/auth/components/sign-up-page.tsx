import { Link } from 'react-router';
import { FormFields } from '../../../components/ui/form-field.tsx';
import { signUp } from '../../../lib/auth.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { AuthCard } from './auth-card.tsx';

const fields = [
  { name: 'email', id: 'sign-up-email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    id: 'sign-up-password',
    label: 'Password (min 8 characters)',
    type: 'password',
    autoComplete: 'new-password',
  },
  { name: 'username', id: 'sign-up-username', label: 'Username', type: 'text', autoComplete: 'username' },
] as const;

/** The form's schema, with zod, loads apart from the page (see useAuthForm). */
const loadSignUpSchema = async () => (await import('../../../lib/account-validation.ts')).signUpSchema;

export function SignUpPage() {
  const form = useAuthForm(loadSignUpSchema, {}, signUp);

  return (
    <AuthCard
      id="sign-up-title"
      title="Create your account"
      lead="Your answers and your progress are saved to your account."
      form={form}
      submitLabel="Sign Up"
      busyLabel="Creating your account…"
      footer={
        <p className="auth-switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <FormFields fields={fields} register={form.register} errors={form.errors} />
    </AuthCard>
  );
}
