import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_EMAIL, REQUIRED, type LoginValues } from '../../lib/account-validation.ts';
import { rememberPlace } from '../../lib/auth.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useAuthForm } from './use-auth-form.ts';

const loadLoginSchema = async () => (await import('../../lib/account-validation.ts')).loginSchema;

/**
 * The form's action: records its values, waits while held (until `release`), then signs "anna"
 * in or fails with the server's message.
 */
function action(outcome: { fails?: string; held?: boolean } = {}) {
  const calls: LoginValues[] = [];
  const waiting: (() => void)[] = [];
  const run = async (queryClient: QueryClient, values: LoginValues) => {
    calls.push(values);
    if (outcome.held) await new Promise<void>((resolve) => waiting.push(resolve));
    if (outcome.fails) throw new Error(outcome.fails);
    queryClient.setQueryData(queryKeys.user(), { id: 'anna' });
  };
  return { run, calls, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

function LoginForm({ run }: { run: (queryClient: QueryClient, values: LoginValues) => Promise<void> }) {
  const form = useAuthForm(loadLoginSchema, { email: '', password: '' }, run);
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <fieldset disabled={form.submitting}>
        <label htmlFor="email">Email</label>
        <input id="email" {...form.register('email')} />
        {form.errors.email ? <p>Email: {form.errors.email.message}</p> : null}
        <label htmlFor="password">Password</label>
        <input id="password" type="password" {...form.register('password')} />
        {form.errors.password ? <p>Password: {form.errors.password.message}</p> : null}
        {form.serverError ? <p role="alert">{form.serverError}</p> : null}
        <button type="submit">{form.submitting ? 'Logging in…' : 'Log In'}</button>
      </fieldset>
    </form>
  );
}

function Elsewhere() {
  const location = useLocation();
  return <h1>Now at {location.pathname}</h1>;
}

function renderLogin(run: ReturnType<typeof action>['run'], path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm run={run} /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: ['/start', path], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

describe('useAuthForm', () => {
  it('checks on submit, focuses the first invalid field and does not run the action', async () => {
    const user = userEvent.setup();
    const login = action();
    renderLogin(login.run);
    await user.type(password(), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(`Email: ${REQUIRED}`)).toBeInTheDocument();
    expect(screen.queryByText(/^Password:/)).toBeNull();
    expect(email()).toHaveFocus();
    // Checked again as the field changes.
    await user.type(email(), 'anna');
    expect(await screen.findByText(`Email: ${INVALID_EMAIL}`)).toBeInTheDocument();
    await user.type(email(), '@example.com');
    await vi.waitFor(() => expect(screen.queryByText(/^Email:/)).toBeNull());
    expect(login.calls).toEqual([]);
  });

  it('runs the action with the cleaned values while the form is busy, then goes where the learner asked', async () => {
    const user = userEvent.setup();
    const login = action({ held: true });
    const router = renderLogin(login.run, '/login?redirectTo=%2Fch2%2Fnouns_gender');
    await user.type(email(), '  anna@example.com ');
    await user.type(password(), ' mit Leerzeichen ');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('button', { name: 'Logging in…' });
    expect(email()).toBeDisabled();
    expect(login.calls).toEqual([{ email: 'anna@example.com', password: ' mit Leerzeichen ' }]);
    login.release();
    expect(await screen.findByRole('heading', { name: 'Now at /ch2/nouns_gender' })).toBeInTheDocument();
    // The login page is replaced, so Back does not return to the form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns this learner to the page they logged out on here', async () => {
    const user = userEvent.setup();
    rememberPlace('anna', '/ch3/vocab/goal');
    const login = action();
    renderLogin(login.run);
    await user.type(email(), 'anna@example.com');
    await user.type(password(), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Now at /ch3/vocab/goal' })).toBeInTheDocument();
  });

  it('shows the server’s message on failure and keeps what was typed', async () => {
    const user = userEvent.setup();
    const login = action({ fails: 'Invalid login credentials', held: true });
    renderLogin(login.run);
    await user.type(email(), 'anna@example.com');
    await user.type(password(), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('button', { name: 'Logging in…' });
    login.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(email()).toHaveValue('anna@example.com');
    expect(screen.queryByRole('heading')).toBeNull(); // still on the login page
    // A second try clears the last message while it runs.
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('button', { name: 'Logging in…' });
    expect(screen.queryByRole('alert')).toBeNull();
    login.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(login.calls).toHaveLength(2);
  });
});
