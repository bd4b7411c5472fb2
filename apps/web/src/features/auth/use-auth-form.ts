import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { returnPath } from '../../lib/auth.ts';
import type { z } from 'zod';

/**
 * The wiring shared by login and sign-up: a validated form whose submit runs the action,
 * goes to the page the learner asked for before being sent to log in (else home) on success and shows the server's message on failure.
 */
export function useAuthForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
  action: (queryClient: QueryClient, values: Values) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await action(queryClient, values);
      navigate(returnPath(search), { replace: true });
    } catch (error) {
      setServerError((error as Error).message);
    }
  });

  return {
    register: form.register,
    errors: form.formState.errors,
    submitting: form.formState.isSubmitting,
    onSubmit,
    serverError,
  };
}
