// Every call the product makes (docs/product/backend-contract.md), made by the real supabase-js client, on PGlite
// and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  startTestServer,
  uniqueEmail,
  type Learner,
  type TestServer,
} from './support/test-server.ts';

describe.each(backends)('supabase-js contract on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    // The production reuse interval (10 s): a retry comes within it. The replay after it runs on
    // a server of its own whose interval is over at once, so no test waits for it to pass.
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('auth', () => {
    it('signs up with data: the learner is signed in with darkMode false and a username', async () => {
      const email = uniqueEmail('Anna');
      const client = server.client();
      const { data, error } = await client.auth.signUp({
        email,
        password: 'geheim-passwort',
        options: { data: { darkMode: false, username: 'anna' } },
      });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.session?.refresh_token).toBeTruthy();
      expect(data.session?.expires_in).toBe(3600);
      expect(data.user?.email).toBe(email.toLowerCase());
      expect(data.user?.role).toBe('authenticated');
      expect(data.user?.user_metadata).toEqual({ darkMode: false, username: 'anna' });
      expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    });

    it('refuses a second account for the same e-mail, in any case', async () => {
      const learner = await server.signUp();
      const { data, error } = await server
        .client()
        .auth.signUp({ email: learner.email.toUpperCase(), password: 'ein-anderes-passwort' });
      expect(data.session).toBeNull();
      expect(error?.code).toBe('user_already_exists');
      expect(error?.status).toBe(422);
    });

    it('refuses a password shorter than 8 characters as weak', async () => {
      const { error } = await server.client().auth.signUp({ email: uniqueEmail(), password: 'kurz' });
      expect(error?.code).toBe('weak_password');
      expect(error?.status).toBe(422);
      expect(error?.name).toBe('AuthWeakPasswordError');
    });

    it('refuses an invalid e-mail address', async () => {
      const { error } = await server
        .client()
        .auth.signUp({ email: 'not-an-address', password: 'geheim-passwort' });
      expect(error?.code).toBe('validation_failed');
      expect(error?.status).toBe(400);
    });

    it('validates e-mail addresses as GoTrue does', async () => {
      for (const email of [
        '<script>alert(1)</script>@x.org',
        'a@b..c',
        'anna@-x.org',
        'anna@x-.org',
        'anna@x.org.',
        'an na@x.org',
        'anna"@x.org',
        'anna@x_y.org',
        `anna@${'x'.repeat(64)}.org`,
        'jürgen@x.org',
      ]) {
        const { error } = await server.client().auth.signUp({ email, password: 'Kaffee-mit-Milch-7' });
        expect(error?.code, email).toBe('validation_failed');
        expect(error?.status, email).toBe(400);
      }
      for (const email of [
        uniqueEmail("o'brien+kurs"),
        `${uniqueEmail('anna').split('@')[0]}@mail.example-schule.de`,
      ]) {
        const { error } = await server.client().auth.signUp({ email, password: 'Kaffee-mit-Milch-7' });
        expect(error, email).toBeNull();
      }
    });

    it('signs in with the password, and refuses a wrong one with "Invalid login credentials"', async () => {
      const learner = await server.signUp();
      const client = server.client();
      const wrong = await client.auth.signInWithPassword({
        email: learner.email,
        password: 'falsches-passwort',
      });
      expect(wrong.error?.message).toBe('Invalid login credentials');
      expect(wrong.error?.code).toBe('invalid_credentials');
      expect(wrong.error?.status).toBe(400);
      const unknown = await client.auth.signInWithPassword({
        email: uniqueEmail(),
        password: 'falsches-passwort',
      });
      expect(unknown.error?.message).toBe('Invalid login credentials');

      const { data, error } = await client.auth.signInWithPassword({
        email: learner.email,
        password: learner.password,
      });
      expect(error).toBeNull();
      expect(data.user?.id).toBe(learner.userId);
      expect(data.session?.access_token).toBeTruthy();
    });

    it('gets the current user with role, e-mail and metadata', async () => {
      const learner = await server.signUp();
      const { data, error } = await learner.client.auth.getUser();
      expect(error).toBeNull();
      expect(data.user?.id).toBe(learner.userId);
      expect(data.user?.role).toBe('authenticated');
      expect(data.user?.email).toBe(learner.email);
      expect(data.user?.user_metadata.darkMode).toBe(false);
    });

    it('changes the password, after which only the new one signs in', async () => {
      const learner = await server.signUp();
      const { data, error } = await learner.client.auth.updateUser({ password: 'neues-passwort-1' });
      expect(error).toBeNull();
      expect(data.user?.id).toBe(learner.userId);

      const client = server.client();
      const old = await client.auth.signInWithPassword({ email: learner.email, password: learner.password });
      expect(old.error?.message).toBe('Invalid login credentials');
      const fresh = await client.auth.signInWithPassword({
        email: learner.email,
        password: 'neues-passwort-1',
      });
      expect(fresh.error).toBeNull();
    });

    it('refuses a weak new password and the same password', async () => {
      const learner = await server.signUp();
      const weak = await learner.client.auth.updateUser({ password: 'short' });
      expect(weak.error?.code).toBe('weak_password');
      const same = await learner.client.auth.updateUser({ password: learner.password });
      expect(same.error?.code).toBe('same_password');
    });

    it('saves darkMode and username in user_metadata, key by key', async () => {
      const learner = await server.signUp();
      const dark = await learner.client.auth.updateUser({ data: { darkMode: true } });
      expect(dark.error).toBeNull();
      expect(dark.data.user?.user_metadata).toMatchObject({ darkMode: true });

      const named = await learner.client.auth.updateUser({ data: { username: 'Neuer Name' } });
      expect(named.data.user?.user_metadata).toMatchObject({ darkMode: true, username: 'Neuer Name' });

      const { data } = await learner.client.auth.getUser();
      expect(data.user?.user_metadata).toMatchObject({ darkMode: true, username: 'Neuer Name' });
    });

    it('makes one kind of change per request: the last of password, darkMode, username wins', async () => {
      const learner = await server.signUp();
      const both = await learner.client.auth.updateUser({
        password: 'wird-ignoriert-1',
        data: { darkMode: true, username: 'gewinnt' },
      });
      expect(both.error).toBeNull();
      expect(both.data.user?.user_metadata).toMatchObject({ darkMode: false, username: 'gewinnt' });
      // The password did not change.
      const login = await server
        .client()
        .auth.signInWithPassword({ email: learner.email, password: learner.password });
      expect(login.error).toBeNull();

      // darkMode that is not a real boolean is no change at all; the password then wins.
      const notBoolean = await learner.client.auth.updateUser({
        password: 'jetzt-neu-12',
        data: { darkMode: 'yes' },
      });
      expect(notBoolean.error).toBeNull();
      expect(notBoolean.data.user?.user_metadata.darkMode).toBe(false);
      const relogin = await server
        .client()
        .auth.signInWithPassword({ email: learner.email, password: 'jetzt-neu-12' });
      expect(relogin.error).toBeNull();
    });

    it('rotates the refresh token; a retry within the reuse interval gets the same new token', async () => {
      const learner = await server.signUp();
      const [first, retry] = await Promise.all([
        learner.client.auth.refreshSession({ refresh_token: learner.refreshToken }),
        server.client().auth.refreshSession({ refresh_token: learner.refreshToken }),
      ]);
      expect(first.error).toBeNull();
      expect(retry.error).toBeNull();
      const rotated = first.data.session;
      expect(rotated?.refresh_token).toBeTruthy();
      expect(rotated?.refresh_token).not.toBe(learner.refreshToken);
      expect(retry.data.session?.refresh_token).toBe(rotated?.refresh_token);
      expect(rotated?.user?.id).toBe(learner.userId);
      const again = await server.client().auth.refreshSession({ refresh_token: learner.refreshToken });
      expect(again.data.session?.refresh_token).toBe(rotated?.refresh_token);
      // Both new access tokens work: the session is one and the same.
      expect((await server.client().auth.getUser(retry.data.session?.access_token)).error).toBeNull();
    });

    it('revokes the session when a rotated refresh token comes back after the reuse interval', async () => {
      const replayServer = await startTestServer(backend, {}, { refreshReuseIntervalMs: 0 });
      try {
        const learner = await replayServer.signUp();
        const first = await learner.client.auth.refreshSession({ refresh_token: learner.refreshToken });
        expect(first.error).toBeNull();
        const rotated = first.data.session;

        const replay = await replayServer
          .client()
          .auth.refreshSession({ refresh_token: learner.refreshToken });
        expect(replay.error?.code).toBe('refresh_token_already_used');
        expect(replay.data.session).toBeNull();

        // The session is revoked: its newest refresh token and its access tokens are refused too.
        const newest = await replayServer
          .client()
          .auth.refreshSession({ refresh_token: rotated?.refresh_token ?? '' });
        expect(newest.error).not.toBeNull();
        const { data, error } = await replayServer.client().auth.getUser(rotated?.access_token);
        expect(data.user).toBeNull();
        // 403 session_not_found, which auth-js reports as a missing session (and drops it).
        expect(error?.name).toBe('AuthSessionMissingError');
      } finally {
        await replayServer.close();
      }
    });

    it('signs out globally: every session of the learner ends and old access tokens are refused', async () => {
      const learner = await server.signUp();
      const other = server.client();
      const second = await other.auth.signInWithPassword({
        email: learner.email,
        password: learner.password,
      });
      expect(second.error).toBeNull();

      const { error } = await learner.client.auth.signOut({ scope: 'global' });
      expect(error).toBeNull();
      expect((await learner.client.auth.getSession()).data.session).toBeNull();

      const refused = await server.client().auth.getUser(learner.accessToken);
      expect(refused.data.user).toBeNull();
      expect(refused.error?.name).toBe('AuthSessionMissingError');
      const otherRefused = await server.client().auth.getUser(second.data.session?.access_token);
      expect(otherRefused.data.user).toBeNull();

      const rows = await server.request('/rest/v1/ch1_subj_pronoun?select=questionNum', {
        token: learner.accessToken,
      });
      expect(rows.status).toBe(401);
      const refresh = await server.client().auth.refreshSession({ refresh_token: learner.refreshToken });
      expect(refresh.error).not.toBeNull();
    });
  });

  describe('answer tables', () => {
    let learner: Learner;
    beforeAll(async () => {
      learner = await server.signUp();
    });

    it('loads nothing for a new learner, then creates the missing rows', async () => {
      const table = 'ch1_subj_pronoun';
      const empty = await learner.client.from(table).select('questionNum,userAnswer');
      expect(empty.error).toBeNull();
      expect(empty.data).toEqual([]);

      const rows = Array.from({ length: 40 }, (_, index) => ({ questionNum: index + 1, userAnswer: '' }));
      const created = await learner.client.from(table).insert(rows);
      expect(created.error).toBeNull();
      expect(created.status).toBe(201);

      const loaded = await learner.client.from(table).select('questionNum,userAnswer');
      expect(loaded.data).toHaveLength(40);
      expect(loaded.data?.[0]).toEqual({ questionNum: 1, userAnswer: '' });
    });

    it('updates one question with update().eq()', async () => {
      const table = 'ch2_definite_article';
      await learner.client.from(table).insert([
        { questionNum: 1, userAnswer: '' },
        { questionNum: 2, userAnswer: '' },
      ]);
      const updated = await learner.client.from(table).update({ userAnswer: 'der' }).eq('questionNum', 2);
      expect(updated.error).toBeNull();
      expect(updated.status).toBe(204);
      const { data } = await learner.client.from(table).select('questionNum,userAnswer');
      expect(data).toEqual([
        { questionNum: 1, userAnswer: '' },
        { questionNum: 2, userAnswer: 'der' },
      ]);
    });

    it('upserts {questionNum, userAnswer} and returns the written rows', async () => {
      const table = 'ch4_kein_nicht';
      const first = await learner.client.from(table).upsert({ questionNum: 7, userAnswer: 'kein' }).select();
      expect(first.error).toBeNull();
      expect(first.status).toBe(201);
      expect(first.data).toEqual([expect.objectContaining({ questionNum: 7, userAnswer: 'kein' })]);

      const second = await learner.client
        .from(table)
        .upsert({ questionNum: 7, userAnswer: 'nicht' }, { onConflict: 'questionNum' })
        .select('questionNum,userAnswer');
      expect(second.data).toEqual([{ questionNum: 7, userAnswer: 'nicht' }]);
      const { data } = await learner.client
        .from(table)
        .select('questionNum,userAnswer')
        .eq('questionNum', 7)
        .single();
      expect(data).toEqual({ questionNum: 7, userAnswer: 'nicht' });
    });

    it('creates missing rows with upsert(ignoreDuplicates) without touching saved ones, as the web app does', async () => {
      const table = 'ch4_poss_adj';
      await learner.client.from(table).insert({ questionNum: 2, userAnswer: 'mein' });
      const blankRows = [1, 2, 3].map((questionNum) => ({ questionNum, userAnswer: '' }));
      const created = await learner.client
        .from(table)
        .upsert(blankRows, { onConflict: 'questionNum', ignoreDuplicates: true });
      expect(created.error).toBeNull();
      const saved = await learner.client
        .from(table)
        .upsert([{ questionNum: 3, userAnswer: 'dein' }], { onConflict: 'questionNum' });
      expect(saved.error).toBeNull();
      const { data } = await learner.client.from(table).select('questionNum,userAnswer');
      expect(data).toEqual([
        { questionNum: 1, userAnswer: '' },
        { questionNum: 2, userAnswer: 'mein' },
        { questionNum: 3, userAnswer: 'dein' },
      ]);
    });

    it('keeps the other columns of a row when an upsert names only some', async () => {
      const table = 'ch3_word_order';
      await learner.client.from(table).insert({ questionNum: 1, userAnswer: '3,1,2', userAnswer1: 'bleibt' });
      await learner.client.from(table).upsert({ questionNum: 1, userAnswer: '1,2,3' });
      const { data } = await learner.client
        .from(table)
        .select('userAnswer,userAnswer1')
        .eq('questionNum', 1)
        .single();
      expect(data).toEqual({ userAnswer: '1,2,3', userAnswer1: 'bleibt' });
    });

    it('saves and loads the translation columns userAnswer1 and userAnswer2 of an exercise table', async () => {
      const table = 'ch1_ex_to_english';
      const rows = [1, 2, 3].map((questionNum) => ({ questionNum, userAnswer1: '', userAnswer2: '' }));
      expect((await learner.client.from(table).insert(rows)).error).toBeNull();
      const saved = await learner.client
        .from(table)
        .update({ userAnswer1: 'I am here.', userAnswer2: 'You are there.' })
        .eq('questionNum', 2);
      expect(saved.error).toBeNull();
      const { data } = await learner.client.from(table).select('questionNum,userAnswer1,userAnswer2');
      expect(data).toEqual([
        { questionNum: 1, userAnswer1: '', userAnswer2: '' },
        { questionNum: 2, userAnswer1: 'I am here.', userAnswer2: 'You are there.' },
        { questionNum: 3, userAnswer1: '', userAnswer2: '' },
      ]);
      const wide = await learner.client
        .from(table)
        .select('questionNum,userAnswer1,userAnswer2,userAnswer3,userAnswer4,userAnswer5,userAnswer6')
        .eq('questionNum', 1);
      expect(wide.data?.[0]).toEqual({
        questionNum: 1,
        userAnswer1: '',
        userAnswer2: '',
        userAnswer3: '',
        userAnswer4: '',
        userAnswer5: '',
        userAnswer6: '',
      });
    });

    it('answers a plain insert of an existing row with 409 23505', async () => {
      const table = 'ch5_acc_prep';
      expect((await learner.client.from(table).insert({ questionNum: 1, userAnswer: 'a' })).error).toBeNull();
      const again = await learner.client.from(table).insert({ questionNum: 1, userAnswer: 'b' });
      expect(again.status).toBe(409);
      expect(again.error?.code).toBe('23505');
    });

    it('deletes with a filter and refuses to delete or update without one', async () => {
      const table = 'ch5_dat_prep';
      await learner.client.from(table).insert([
        { questionNum: 1, userAnswer: 'a' },
        { questionNum: 2, userAnswer: 'b' },
      ]);
      const unfiltered = await learner.client.from(table).delete();
      expect(unfiltered.status).toBe(400);
      expect(unfiltered.error?.code).toBe('21000');
      const unfilteredUpdate = await learner.client.from(table).update({ userAnswer: 'x' });
      expect(unfilteredUpdate.status).toBe(400);

      const deleted = await learner.client.from(table).delete().eq('questionNum', 1).select('questionNum');
      expect(deleted.data).toEqual([{ questionNum: 1 }]);
      const { data } = await learner.client.from(table).select('questionNum');
      expect(data).toEqual([{ questionNum: 2 }]);
    });

    it('answers .single() with 406 PGRST116 unless exactly one row matches', async () => {
      const none = await learner.client
        .from('ch6_genitives')
        .select('questionNum')
        .eq('questionNum', 1)
        .single();
      expect(none.status).toBe(406);
      expect(none.error?.code).toBe('PGRST116');
    });

    it('sends Content-Range and honours count=exact', async () => {
      const table = 'ch7_gefallen';
      await learner.client
        .from(table)
        .insert([1, 2, 3].map((questionNum) => ({ questionNum, userAnswer: '' })));
      const { count, data } = await learner.client.from(table).select('questionNum', { count: 'exact' });
      expect(count).toBe(3);
      expect(data).toHaveLength(3);
      const response = await server.request(`/rest/v1/${table}?select=questionNum`, {
        token: learner.accessToken,
      });
      expect(response.headers.get('content-range')).toBe('0-2/*');
    });

    it('supports in, order and limit as postgrest-js sends them', async () => {
      const table = 'ch8_perfect';
      await learner.client
        .from(table)
        .insert([1, 2, 3, 4].map((questionNum) => ({ questionNum, userAnswer: `a${questionNum}` })));
      const { data } = await learner.client
        .from(table)
        .select('questionNum')
        .in('questionNum', [2, 3, 4])
        .order('questionNum', { ascending: false })
        .limit(2);
      expect(data).toEqual([{ questionNum: 4 }, { questionNum: 3 }]);
    });

    it('answers an unknown table with PGRST205', async () => {
      const { error, status } = await learner.client.from('no_such_table').select('*');
      expect(status).toBe(404);
      expect(error?.code).toBe('PGRST205');
    });

    it('answers an unknown payload column with PGRST204 and an unknown select column with 42703', async () => {
      const payload = await learner.client.from('ch1_verb_conj').insert({ questionNum: 1, useranswer: 'x' });
      expect(payload.status).toBe(400);
      expect(payload.error?.code).toBe('PGRST204');
      const select = await learner.client.from('ch1_verb_conj').select('questionnum');
      expect(select.status).toBe(400);
      expect(select.error?.code).toBe('42703');
      const filter = await learner.client.from('ch1_verb_conj').select('questionNum').eq('nope', 1);
      expect(filter.error?.code).toBe('42703');
    });
  });

  describe('progress table (completed)', () => {
    it('upserts {num: 1, completed_list} returning the row, and loads completed_list', async () => {
      const learner = await server.signUp();
      const before = await learner.client.from('completed').select('completed_list');
      expect(before.error).toBeNull();
      expect(before.data).toEqual([]);

      const saved = await learner.client
        .from('completed')
        .upsert({ num: 1, completed_list: '1nsp,2dda' })
        .select();
      expect(saved.error).toBeNull();
      expect(saved.data).toEqual([expect.objectContaining({ num: 1, completed_list: '1nsp,2dda' })]);

      const again = await learner.client
        .from('completed')
        .upsert({ num: 1, completed_list: '1nsp,2dda,3eeg' }, { onConflict: 'num' })
        .select();
      expect(again.data).toEqual([expect.objectContaining({ num: 1, completed_list: '1nsp,2dda,3eeg' })]);

      const loaded = await learner.client.from('completed').select('completed_list');
      expect(loaded.data).toEqual([{ completed_list: '1nsp,2dda,3eeg' }]);
    });
  });
});
