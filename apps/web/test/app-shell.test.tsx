import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnPath } from '../src/lib/auth.ts';
import { supabase } from '../src/lib/supabase.ts';
import { connect, renderApp, signUpLearner } from './render-app.tsx';

const desktopAgent = navigator.userAgent;
function setUserAgent(agent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: agent, configurable: true });
}

beforeEach(() => {
  connect();
});
afterEach(() => {
  setUserAgent(desktopAgent);
});

describe('route guard and login', () => {
  it('sends a visitor without a session from /ch3 to the login screen', async () => {
    const { router } = renderApp('/ch3');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('returns to the page that was asked for after login, and never to another site', async () => {
    const user = userEvent.setup();
    const learner = await signUpLearner();
    await supabase().auth.signOut({ scope: 'local' });
    const { router } = renderApp('/ch3/drills/word_order?x=1');
    await user.type(await screen.findByLabelText('Email'), learner.email);
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText('Password'), learner.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ch3/drills/word_order'), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Word Order (I)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?x=1');
    expect(returnPath(new URLSearchParams({ redirectTo: '//example.com/x' }))).toBe('/');
    expect(returnPath(new URLSearchParams({ redirectTo: 'https://example.com' }))).toBe('/');
    expect(returnPath(new URLSearchParams())).toBe('/');
  });

  it("shows the server's message for a wrong password and required-field errors", async () => {
    const user = userEvent.setup();
    const learner = await signUpLearner();
    await supabase().auth.signOut({ scope: 'local' });
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    await user.type(screen.getByLabelText('Email'), learner.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument();
  });

  it('checks the sign-up form on submit, focuses the first wrong field and updates as the learner types', async () => {
    const user = userEvent.setup();
    renderApp('/new_user');
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'not an address');
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password (min 8 characters)'), 'short');
    expect(await screen.findByText('Password must have a minimum of 8 characters')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
  });

  it('logs in and lands on the home screen', async () => {
    const user = userEvent.setup();
    const learner = await signUpLearner();
    await supabase().auth.signOut({ scope: 'local' });
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), learner.email);
    await user.type(screen.getByLabelText('Password'), learner.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: /Welcome to Grundlagen/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('after logging out and in again returns the learner to the page they logged out on', async () => {
    const user = userEvent.setup();
    const learner = await signUpLearner();
    const { router } = renderApp('/ch12/drills/wissen_kennen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wissen vs. Kennen' })).toBeInTheDocument();
    const sidebar = await screen.findByRole('navigation', { name: 'Course' });
    await user.click(await within(sidebar).findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    await user.type(await screen.findByLabelText('Email'), learner.email);
    await user.type(screen.getByLabelText('Password'), learner.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ch12/drills/wissen_kennen'), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wissen vs. Kennen' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("applies the account's dark mode at login to the page and the Settings switch alike", async () => {
    const user = userEvent.setup();
    const learner = await signUpLearner();
    await supabase().auth.updateUser({ data: { darkMode: true } });
    await supabase().auth.signOut({ scope: 'local' });
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), learner.email);
    await user.type(screen.getByLabelText('Password'), learner.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: /Welcome to Grundlagen/ })).toBeInTheDocument();
    expect(document.documentElement.dataset['theme']).toBe('dark');
    await router.navigate('/settings/ch=1');
    expect(await screen.findByRole('switch', { name: 'Dark Mode' })).toBeChecked();
  });
  it('follows the system after login until the learner chooses in Settings, then the choice', async () => {
    const user = userEvent.setup();
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes('dark'), media: query }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      // Sign-up wrote darkMode: false, which is not a choice: the dark system wins.
      const learner = await signUpLearner();
      await supabase().auth.signOut({ scope: 'local' });
      localStorage.clear();
      const login = renderApp('/login');
      await user.type(await screen.findByLabelText('Email'), learner.email);
      await user.type(screen.getByLabelText('Password'), learner.password);
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByRole('heading', { name: /Welcome to Grundlagen/ })).toBeInTheDocument();
      expect(localStorage.getItem('isDarkMode')).toBeNull();

      // Choosing light in Settings applies at the next login on a dark system.
      await login.router.navigate('/settings/ch=1');
      const toggle = await screen.findByRole('switch', { name: 'Dark Mode' });
      expect(toggle).toBeChecked();
      await user.click(toggle);
      expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
      login.unmount();
      await supabase().auth.signOut({ scope: 'local' });
      localStorage.clear();
      renderApp('/login');
      await user.type(await screen.findByLabelText('Email'), learner.email);
      await user.type(screen.getByLabelText('Password'), learner.password);
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByRole('heading', { name: /Welcome to Grundlagen/ })).toBeInTheDocument();
      expect(document.documentElement.dataset['theme']).toBe('light');
      expect(localStorage.getItem('isDarkMode')).toBe('false');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('sidebar and header', () => {
  it('shows 13 chapters, opens the one holding the current page and ticks done items', async () => {
    await signUpLearner();
    const saved = await supabase().from('completed').upsert({ num: 1, completed_list: '2dia' }).select();
    expect(saved.error).toBeNull();
    renderApp('/ch2/drills/definite_article');

    const sidebar = await screen.findByRole('navigation', { name: 'Course' });
    const chapters = within(sidebar).getAllByRole('button', { name: /^\d+\. / });
    expect(chapters).toHaveLength(13);
    expect(within(sidebar).getByRole('button', { name: /^2\. / })).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar).getByRole('button', { name: /^3\. / })).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar).getByRole('button', { name: 'Drills' })).toHaveAttribute('aria-expanded', 'true');

    const current = sidebar.querySelector('a[href="/ch2/drills/definite_article"]');
    expect(current).toHaveAttribute('aria-current', 'page');
    const done = sidebar.querySelector<HTMLElement>('a[href="/ch2/drills/indefinite_article"]')!;
    await waitFor(() => expect(within(done).getByRole('img', { name: 'done' })).toBeInTheDocument());
    const other = within(sidebar).getByRole('link', { name: /Genitives and Datives/ });
    expect(within(other).getByRole('img', { name: 'not done' })).toBeInTheDocument();
  });

  it('offers Extra Practice in the header only for chapters that have it', async () => {
    await signUpLearner();
    const first = renderApp('/ch2');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: /Extra Practice/ })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/ch=2');
    first.unmount();

    renderApp('/ch4');
    const header4 = await screen.findByRole('banner');
    expect(within(header4).getByRole('button', { name: /New Material/ })).toBeInTheDocument();
    expect(within(header4).queryByRole('button', { name: /Extra Practice/ })).not.toBeInTheDocument();
    expect(within(header4).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/ch=4');
  });

  it('on a phone shows the hamburger, hides Settings, and toggles the menu', async () => {
    const user = userEvent.setup();
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148');
    await signUpLearner();
    renderApp('/ch1');
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Course' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Course' })).toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Course' })).not.toBeInTheDocument();
  });
});

describe('settings', () => {
  it("shows the spec's validation messages, saves a new password and resets the form", async () => {
    const user = userEvent.setup();
    const learner = await signUpLearner();
    renderApp('/settings/ch=1');
    expect(await screen.findByText(`Email: ${learner.email}`)).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Change Password' });
    await user.click(submit);
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    const password = screen.getByLabelText('New Password (min 8 characters)');
    const confirm = screen.getByLabelText('Confirm New Password');
    await user.type(password, 'kurz');
    await user.type(confirm, 'kurz');
    await user.click(submit);
    expect(await screen.findByText('Password must have a minimum of 8 characters')).toBeInTheDocument();

    await user.clear(password);
    await user.clear(confirm);
    await user.type(password, 'ganz-neues-passwort');
    await user.type(confirm, 'ganz-anderes-passwort');
    await user.click(submit);
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(password).toHaveValue('');
    expect(confirm).toHaveValue('');

    await user.type(password, 'ganz-neues-passwort');
    await user.type(confirm, 'ganz-neues-passwort');
    await user.click(submit);
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveValue(''));

    const relogin = await supabase().auth.signInWithPassword({
      email: learner.email,
      password: 'ganz-neues-passwort',
    });
    expect(relogin.error).toBeNull();
  });

  it('stores dark mode in the browser and in the account', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    renderApp('/settings/ch=1');
    const toggle = await screen.findByRole('switch', { name: 'Dark Mode' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(localStorage.getItem('isDarkMode')).toBe('true');
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    const { data } = await supabase().auth.getUser();
    expect(data.user?.user_metadata['darkMode']).toBe(true);
  });

  it('clears the progress tracker after confirmation and saves the empty list', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    await supabase().from('completed').upsert({ num: 1, completed_list: '1nsp,1dsp' });
    renderApp('/settings/ch=1');
    await user.click(await screen.findByRole('button', { name: 'Clear Progress Tracker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Achtung!' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Progress tracker cleared.')).toBeInTheDocument();
    await waitFor(async () => {
      const { data } = await supabase().from('completed').select('completed_list');
      expect(data).toEqual([{ completed_list: '' }]);
    });
  });
});

describe('clearing progress', () => {
  it('says what is cleared, keeps the review cards when asked, and lets them go when not', async () => {
    const user = userEvent.setup();
    await signUpLearner();
    await supabase().from('completed').upsert({ num: 1, completed_list: '1nsp,1dsp' });
    const { router } = renderApp('/review');
    expect(
      await screen.findByText(/You have 9 cards from the tests you passed/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();

    await router.navigate('/settings/ch=1');
    expect(
      await screen.findByText(
        /Review loses the cards your passed tests gave you, unless you choose to keep them/,
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Clear Progress Tracker' }));
    let dialog = await screen.findByRole('dialog', { name: 'Achtung!' });
    const keep = within(dialog).getByRole('checkbox', { name: 'Keep my review cards' });
    expect(keep).toBeChecked();
    expect(
      within(dialog).getByText(/Review keeps every card your passed tests gave you/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Progress tracker cleared.')).toBeInTheDocument();
    await waitFor(async () => {
      const { data } = await supabase().from('completed').select('completed_list');
      expect(data).toEqual([{ completed_list: '' }]);
    });
    expect((await supabase().auth.getUser()).data.user?.user_metadata['reviewCodes']).toEqual(['1nsp']);
    await router.navigate('/review');
    expect(
      await screen.findByText(/You have 9 cards from the tests you passed/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();

    // Cleared again without keeping them: Review is empty.
    await router.navigate('/settings/ch=1');
    await user.click(await screen.findByRole('button', { name: 'Clear Progress Tracker' }));
    dialog = await screen.findByRole('dialog', { name: 'Achtung!' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep my review cards' }));
    expect(within(dialog).getByText(/Review will be empty/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(async () =>
      expect((await supabase().auth.getUser()).data.user?.user_metadata['reviewCodes']).toBeUndefined(),
    );
    await router.navigate('/review');
    expect(await screen.findByText(/Nothing to review yet/, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('progress tracker', () => {
  it('logs a failed load and starts empty', async () => {
    await signUpLearner();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Same session, but the load asks for a table the server does not have, so it answers an error.
    const { completedQueryOptions } = await import('../src/lib/tracker.tsx');
    const client = supabase();
    const original = client.from.bind(client);
    client.from = ((table: string) => original(`${table}_missing`)) as typeof client.from;
    try {
      const codes = await completedQueryOptions().queryFn!({} as never);
      expect(codes).toEqual([]);
      expect(errors).toHaveBeenCalledWith(
        'User answers (for COMPLETED) could not be loaded.',
        expect.any(String),
      );
    } finally {
      client.from = original;
      errors.mockRestore();
    }
  });
});
