import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from './app-config.ts';
import { userQueryOptions } from './auth.ts';

/** The backend client as the user query sees it: the session it gives, the user it fetches. */
const backend = vi.hoisted(() => ({
  session: null as { user: { id: string } } | null,
  sessionError: null as { status?: number; message: string } | null,
  userError: null as { status?: number; message: string } | null,
  signedOut: false,
}));
vi.mock('./supabase.ts', () => ({
  supabase: () => ({
    auth: {
      getSession: async () => ({ data: { session: backend.session }, error: backend.sessionError }),
      getUser: async () =>
        backend.userError
          ? { data: { user: null }, error: backend.userError }
          : { data: { user: { id: 'anna', role: 'authenticated', fresh: true } }, error: null },
      signOut: async () => {
        backend.signedOut = true;
        return { error: null };
      },
    },
  }),
}));

const storedUser = { id: 'anna', role: 'authenticated' };
const currentUser = () => userQueryOptions().queryFn!({} as never);

describe('the current user when the server cannot be asked', () => {
  beforeEach(() => {
    Object.assign(backend, { session: null, sessionError: null, userError: null, signedOut: false });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ access_token: 'old', user: storedUser }));
  });

  it('opens the course with the stored session when its expired token could not be renewed offline', async () => {
    backend.sessionError = { message: 'Failed to fetch' }; // AuthRetryableFetchError: no status
    expect(await currentUser()).toEqual(storedUser);
  });

  it('opens the course with the stored session when the user cannot be fetched', async () => {
    backend.session = { user: { id: 'anna' } };
    backend.userError = { status: 0, message: 'Failed to fetch' };
    expect(await currentUser()).toEqual(storedUser);
  });

  it('counts a session the server refuses as signed out', async () => {
    backend.sessionError = { status: 400, message: 'Invalid Refresh Token' };
    expect(await currentUser()).toBeNull();
    backend.sessionError = null;
    backend.session = { user: { id: 'anna' } };
    backend.userError = { status: 403, message: 'session revoked' };
    expect(await currentUser()).toBeNull();
    expect(backend.signedOut).toBe(true);
  });

  it('asks the server when it can', async () => {
    backend.session = { user: { id: 'anna' } };
    expect(await currentUser()).toMatchObject({ id: 'anna', fresh: true });
  });
});
