import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { findMenuItemByPath, loadPracticeSet } from '@grundlagen/content';
import { connect, signUpLearner } from '../../../test/render-app.tsx';
import { backend } from '../../lib/auth.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { supabase } from '../../lib/supabase.ts';
import { loadPracticePage } from './practice-loader.ts';

const item = (path: string) => {
  const found = findMenuItemByPath(path);
  if (!found) throw new Error(`no item at ${path}`);
  return found;
};

beforeEach(() => {
  connect();
});

describe('loadPracticePage', () => {
  it('gives the set, its answer layout, the learner, the screen and the saved answers', async () => {
    const { user } = await signUpLearner();
    const queryClient = new QueryClient();
    const drill = item('/ch4/drills/kein_vs_nicht');
    const page = await loadPracticePage(queryClient, drill);
    expect(page.item).toBe(drill);
    expect(page.set).toEqual(await loadPracticeSet('ch4_kein_nicht'));
    expect(page.spec).toMatchObject({ table: 'ch4_kein_nicht', label: drill.label ?? drill.name });
    expect(page.spec.questionNums).toHaveLength(40);
    expect(page.userId).toBe(user.id);
    expect(typeof page.Screen).toBe('function');
    // The answers are in the cache before the page renders; the drill's rows now exist.
    const answers = queryClient.getQueryData<Record<number, string[]>>(queryKeys.answers('ch4_kein_nicht'));
    expect(Object.keys(answers ?? {})).toHaveLength(40);
    const rows = await supabase().from('ch4_kein_nicht').select('questionNum');
    expect(rows.data).toHaveLength(40);
  });

  it('gives a multi-blank set one column per blank, with the answers cached by blank', async () => {
    await signUpLearner();
    const queryClient = new QueryClient();
    const drill = item('/ch3/drills/definite_article'); // six blanks a sentence
    const page = await loadPracticePage(queryClient, drill);
    expect(page.set.kind).toBe('fill-in-drill');
    expect(page.spec.columns).toEqual([
      'userAnswer1',
      'userAnswer2',
      'userAnswer3',
      'userAnswer4',
      'userAnswer5',
      'userAnswer6',
    ]);
    const answers = queryClient.getQueryData<Record<number, string[]>>(queryKeys.answers(page.spec.table));
    expect(answers?.[1]).toEqual(['', '', '', '', '', '']);
  });

  it('sends a signed-out visitor to log in and back to the page, without asking for answers', async () => {
    localStorage.clear();
    const queryClient = new QueryClient();
    const request = new Request('http://localhost/ch4/drills/kein_vs_nicht?from=menu');
    const thrown: unknown = await loadPracticePage(
      queryClient,
      item('/ch4/drills/kein_vs_nicht'),
      request,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/ch4/drills/kein_vs_nicht?from=menu')}`,
    );
    // Not even started: once the set and the backend client are there, no answers query exists.
    await Promise.all([loadPracticeSet('ch4_kein_nicht'), backend()]);
    expect(
      queryClient.getQueryCache().find({ queryKey: queryKeys.answers('ch4_kein_nicht') }),
    ).toBeUndefined();
  });

  it('refuses an item that has no answers table', async () => {
    const lesson = item('/ch1/questions');
    await expect(loadPracticePage(new QueryClient(), lesson)).rejects.toThrow(
      `${lesson.name} has no answers table.`,
    );
  });
});
