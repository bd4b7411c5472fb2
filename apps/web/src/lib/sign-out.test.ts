import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { connect, signUpLearner } from '../../test/render-app.tsx';
import { signIn, signOut } from './auth.ts';
import { supabase } from './supabase.ts';
import { queuedCount, queueWrite } from './write-queue.ts';

// Against the real server: signing out ends the session there (a global sign-out revokes it).

const answer = (userAnswer: string) => ({
  table: 'ch1_verb_conj',
  key: ['questionNum'],
  kind: 'answer' as const,
  rows: [{ questionNum: 1, userAnswer }],
});

beforeEach(() => {
  connect();
});

describe('signOut', () => {
  it("sends the learner's queued work before the session ends", async () => {
    const { email, password, user } = await signUpLearner();
    await queueWrite(user.id, answer('habe'), { send: false });
    await signOut(new QueryClient(), () => undefined);
    expect(await queuedCount(user.id)).toBe(0);

    await signIn(new QueryClient(), { email, password });
    const { data } = await supabase().from('ch1_verb_conj').select('questionNum,userAnswer');
    expect(data).toEqual([{ questionNum: 1, userAnswer: 'habe' }]);
  });

  it('sends no request once the session is being ended, and sends again after the next login', async () => {
    const { email, password } = await signUpLearner();
    const statuses: number[] = [];
    // What the page being left may still ask, while the learner leaves and after (a read of
    // the answers, then the blank rows it makes): never sent, so never refused (401).
    const ask = async () => {
      const written = await supabase()
        .from('ch1_verb_conj')
        .upsert([{ questionNum: 2, userAnswer: '' }], { ignoreDuplicates: true });
      statuses.push(written.status);
    };
    await signOut(new QueryClient(), ask);
    await ask();
    expect(statuses).toEqual([0, 0]);

    await signIn(new QueryClient(), { email, password });
    const read = await supabase().from('ch1_verb_conj').select('questionNum');
    expect(read.status).toBe(200);
    expect(read.data).toEqual([]);
  });
});
