import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { FieldMessages, FormRules } from '../../lib/account-validation.ts';
import { placeAfterLogin } from '../../lib/auth.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { User } from '../../lib/supabase.ts';

/**
 * The wiring shared by login and sign-up: a validated form whose submit runs the action,
 * goes to the page the learner asked for before being sent to log in (else home) on success
 * and shows the server's message on failure. Fields are checked on submit, then again as they
 * change; the first invalid field gets the focus.
 * (A few lines instead of a form library: these screens are a new visitor's first download.)
 */
export function useAuthForm<Values extends Record<string, string>>(
  rules: FormRules<Values>,
  defaultValues: Values,
  action: (queryClient: QueryClient, values: Values) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldMessages<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const values = useRef<Values>({ ...defaultValues });
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const submitted = useRef(false);

  const register = (name: keyof Values & string) => ({
    name,
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      values.current = { ...values.current, [name]: event.target.value };
      if (submitted.current) setErrors(rules.validate(values.current).errors);
    },
    onBlur: () => {},
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const checked = rules.validate(values.current);
    setErrors(checked.errors);
    const firstInvalid = Object.keys(defaultValues).find((name) => name in checked.errors);
    if (firstInvalid !== undefined) {
      inputs.current.get(firstInvalid)?.focus();
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      await action(queryClient, checked.values);
      const user = queryClient.getQueryData<User | null>(queryKeys.user());
      navigate(placeAfterLogin(search, user?.id), { replace: true });
    } catch (error) {
      setServerError((error as Error).message);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    register,
    errors: Object.fromEntries(
      Object.entries(errors).map(([name, message]) => [name, { message }]),
    ) as Partial<Record<keyof Values & string, { message?: string }>>,
    submitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    serverError,
  };
}
