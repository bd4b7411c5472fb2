import { useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type * as z from 'zod/mini';
import { placeAfterLogin } from '../../lib/auth.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { User } from '../../lib/supabase.ts';

/**
 * The wiring shared by login and sign-up: a react-hook-form form checked by its zod schema,
 * whose submit runs the action with the cleaned values, goes to the page the learner asked for
 * before being sent to log in (else home) on success and shows the server's message on failure.
 * Fields are checked on submit, then again as they change; the first invalid field gets the focus.
 */
export function useAuthForm<Values extends FieldValues>(
  schema: z.ZodMiniType<Values, Values>,
  defaultValues: DefaultValues<Values>,
  action: (queryClient: QueryClient, values: Values) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  // Only while the action runs (react-hook-form's isSubmitting also covers the check, which
  // would disable the fields before the first invalid one is focused).
  const [submitting, setSubmitting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setSubmitting(true);
    try {
      await action(queryClient, values);
      const user = queryClient.getQueryData<User | null>(queryKeys.user());
      navigate(placeAfterLogin(search, user?.id), { replace: true });
    } catch (error) {
      setServerError((error as Error).message);
    } finally {
      setSubmitting(false);
    }
  });

  return {
    register,
    errors,
    submitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    serverError,
  };
}
