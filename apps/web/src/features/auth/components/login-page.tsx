import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signIn } from '../../../lib/auth.ts';
import { loginSchema, type LoginValues } from '../../../lib/account-validation.ts';
import { AuthCard } from './auth-card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';

export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn(queryClient, values);
      navigate('/', { replace: true });
    } catch (error) {
      setServerError((error as Error).message);
    }
  });

  return (
    <AuthCard
      id="login-title"
      title="Log in"
      lead="Welcome back. Log in to continue the course where you left off."
      onSubmit={onSubmit}
      submitting={isSubmitting}
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
