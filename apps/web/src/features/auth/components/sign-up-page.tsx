import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signUp } from '../../../lib/auth.ts';
import { signUpSchema, type SignUpValues } from '../../../lib/account-validation.ts';
import { AuthCard } from './auth-card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';

export function SignUpPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', username: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signUp(queryClient, values);
      navigate('/', { replace: true });
    } catch (error) {
      setServerError((error as Error).message);
    }
  });

  return (
    <AuthCard
      id="sign-up-title"
      title="Create your account"
      lead="Your answers and your progress are saved to your account."
      onSubmit={onSubmit}
      submitting={isSubmitting}
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
