import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signUp } from '../api/auth-actions.ts';
import { signUpSchema, type SignUpValues } from '../validation.ts';
import { FormField } from './auth-form-field.tsx';

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
    <main className="auth-page">
      <form className="auth-card" onSubmit={onSubmit} noValidate aria-labelledby="sign-up-title">
        <p className="auth-brand">Grundlagen</p>
        <h1 id="sign-up-title">Create your account</h1>
        <p className="auth-lead">Your answers and your progress are saved to your account.</p>
        <fieldset disabled={isSubmitting}>
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
          {serverError ? (
            <p className="form-error" role="alert">
              {serverError}
            </p>
          ) : null}
          <button type="submit" className="button button-wide">
            {isSubmitting ? 'Creating your account…' : 'Sign Up'}
          </button>
        </fieldset>
        <p className="auth-switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </form>
    </main>
  );
}
