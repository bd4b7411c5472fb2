import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type * as z from 'zod/mini';
import { placeAfterLogin } from '../../lib/auth.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { User } from '../../lib/supabase.ts';
import { whenIdle } from '../../lib/when-idle.ts';

/**
 * The zod resolver of a schema that loads apart from the form: zod and the resolver are a
 * chunk of their own (about 8 KB gzip), fetched when the browser is idle after the form shows
 * (or at the first check, if that comes sooner), so that the login form, a new visitor's first
 * page, does not wait for them. A failed fetch is tried again at the next check.
 */
function lazyZodResolver<Values extends FieldValues>(load: () => Promise<z.ZodMiniType<Values, Values>>) {
  let loading: Promise<Resolver<Values>> | undefined;
  const loaded = () =>
    (loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Values>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Values> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return { resolver, preload: () => void loaded().catch(() => undefined) };
}

/**
 * The wiring shared by login and sign-up: a react-hook-form form checked by its zod schema
 * (`loadSchema`, imported lazily),
 * whose submit runs the action with the cleaned values, goes to the page the learner asked for
 * before being sent to log in (else home) on success and shows the server's message on failure.
 * Fields are checked on submit, then again as they change; the first invalid field gets the focus.
 * A field without a default value starts from what its input holds: on a prerendered page
 * (build/prerender.ts) the visitor may have typed before the form hydrated, and react-hook-form
 * would overwrite that with a default.
 */
export function useAuthForm<Values extends FieldValues>(
  loadSchema: () => Promise<z.ZodMiniType<Values, Values>>,
  defaultValues: DefaultValues<Values>,
  action: (queryClient: QueryClient, values: Values) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [checks] = useState(() => lazyZodResolver(loadSchema));
  useEffect(() => whenIdle(checks.preload), [checks]);
  const [serverError, setServerError] = useState<string | null>(null);
  // Only while the action runs (react-hook-form's isSubmitting also covers the check, which
  // would disable the fields before the first invalid one is focused).
  const [submitting, setSubmitting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: checks.resolver, defaultValues });

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
