// Two learners try every endpoint on each other's data: nothing leaks, and one learner's
// writes never touch the other's rows. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type Learner, type TestServer } from './support/test-server.ts';

const drill = 'ch2_genitives';
const exercise = 'ch9_future';

describe.each(backends)('learner isolation on %s', (backend) => {
  let server: TestServer;
  let anna: Learner;
  let ben: Learner;

  /** Everything Anna has stored, read back through the API as Anna. */
  async function annasData() {
    const drillRows = await anna.client.from(drill).select('*');
    const exerciseRows = await anna.client.from(exercise).select('*');
    const progress = await anna.client.from('completed').select('*');
    const user = await anna.client.auth.getUser();
    return {
      drillRows: drillRows.data,
      exerciseRows: exerciseRows.data,
      progress: progress.data,
      metadata: user.data.user?.user_metadata,
    };
  }

  let annaBefore: Awaited<ReturnType<typeof annasData>>;

  beforeAll(async () => {
    server = await startTestServer(backend);
    anna = await server.signUp();
    ben = await server.signUp();
    await anna.client
      .from(drill)
      .insert([1, 2, 3].map((questionNum) => ({ questionNum, userAnswer: `anna-${questionNum}` })));
    await anna.client
      .from(exercise)
      .insert({ questionNum: 1, userAnswer1: 'Anna says', userAnswer2: 'hallo' });
    await anna.client.from('completed').upsert({ num: 1, completed_list: '1nsp' });
    annaBefore = await annasData();
    expect(annaBefore.drillRows).toHaveLength(3);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a new learner sees none of the other learner’s rows', async () => {
    expect((await ben.client.from(drill).select('*')).data).toEqual([]);
    expect((await ben.client.from(exercise).select('questionNum,userAnswer1')).data).toEqual([]);
    expect((await ben.client.from('completed').select('completed_list')).data).toEqual([]);
    const byOwner = await ben.client.from(drill).select('questionNum').eq('user_id', anna.userId);
    expect(byOwner.data).toEqual([]);
  });

  it('the same question numbers are separate rows per learner', async () => {
    const inserted = await ben.client
      .from(drill)
      .insert([1, 2, 3].map((questionNum) => ({ questionNum, userAnswer: `ben-${questionNum}` })))
      .select('questionNum,userAnswer,user_id');
    expect(inserted.error).toBeNull();
    expect(inserted.data?.every((row) => row.user_id === ben.userId)).toBe(true);
    const rows = await ben.client.from(drill).select('userAnswer');
    expect(rows.data).toEqual([{ userAnswer: 'ben-1' }, { userAnswer: 'ben-2' }, { userAnswer: 'ben-3' }]);
  });

  it('updates, upserts and deletes touch only the caller’s rows', async () => {
    expect(
      (await ben.client.from(drill).update({ userAnswer: 'ben-changed' }).eq('questionNum', 1)).error,
    ).toBeNull();
    expect(
      (await ben.client.from(drill).upsert({ questionNum: 2, userAnswer: 'ben-upsert' })).error,
    ).toBeNull();
    expect((await ben.client.from(drill).delete().eq('questionNum', 3)).error).toBeNull();
    expect((await ben.client.from(drill).delete().eq('user_id', anna.userId)).error).toBeNull();
    expect((await ben.client.from(drill).update({ userAnswer: 'x' }).gte('questionNum', 1)).error).toBeNull();
    expect((await ben.client.from(exercise).upsert({ questionNum: 1, userAnswer1: 'Ben' })).error).toBeNull();
    expect((await ben.client.from('completed').upsert({ num: 1, completed_list: '9xzz' })).error).toBeNull();
    expect((await ben.client.from('completed').update({ completed_list: '' }).eq('num', 1)).error).toBeNull();
    expect((await ben.client.from('completed').delete().eq('num', 1)).error).toBeNull();

    expect(await annasData()).toEqual(annaBefore);
  });

  it('a body naming the other learner as owner is refused as row-level security would', async () => {
    const insert = await ben.client
      .from(drill)
      .insert({ questionNum: 9, userAnswer: 'x', user_id: anna.userId });
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe('42501');
    const upsert = await ben.client
      .from('completed')
      .upsert({ num: 1, completed_list: 'x', user_id: anna.userId });
    expect(upsert.status).toBe(403);
    const patch = await ben.client.from(drill).update({ user_id: anna.userId }).eq('questionNum', 1);
    expect(patch.status).toBe(403);
    // Naming oneself is harmless, as on Supabase.
    const own = await ben.client
      .from(drill)
      .upsert({ questionNum: 9, userAnswer: 'own', user_id: ben.userId });
    expect(own.error).toBeNull();

    expect(await annasData()).toEqual(annaBefore);
  });

  it('auth endpoints act only on the token’s own learner', async () => {
    const me = await ben.client.auth.getUser();
    expect(me.data.user?.id).toBe(ben.userId);
    await ben.client.auth.updateUser({ data: { username: 'ben-neu' } });
    await ben.client.auth.updateUser({ data: { darkMode: true } });
    await ben.client.auth.updateUser({ password: 'bens-neues-passwort' });
    await ben.client.auth.signOut({ scope: 'global' });

    // Anna is still signed in, with her data and metadata as before.
    expect(await annasData()).toEqual(annaBefore);
    const login = await server
      .client()
      .auth.signInWithPassword({ email: anna.email, password: anna.password });
    expect(login.error).toBeNull();
  });
});
