import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { findMenuItemByCode, hasPracticePage, loadNewMaterial, loadPracticePage } from '@grundlagen/content';
import { connect, signUpLearner } from '../../../test/render-app.tsx';
import { loadNewMaterialPage } from './new-material-loader.ts';

const item = (code: string) => {
  const found = findMenuItemByCode(code);
  if (!found) throw new Error(`no item ${code}`);
  return found;
};

beforeEach(() => {
  connect();
});

describe('loadNewMaterialPage', () => {
  it('gives a written lesson its material, and a practice page its exercises', async () => {
    await signUpLearner();
    const queryClient = new QueryClient();
    // 1nq "Questions" is a written lesson; 5npc a practice page of New Material.
    expect([hasPracticePage('1nq'), hasPracticePage('5npc')]).toEqual([false, true]);
    const lesson = await loadNewMaterialPage(queryClient, item('1nq'));
    expect(lesson.item).toBe(item('1nq'));
    expect(lesson.material).toEqual(await loadNewMaterial('1nq'));
    const practice = await loadNewMaterialPage(queryClient, item('5npc'));
    expect(practice.material).toEqual(await loadPracticePage('5npc'));
    expect(practice.material).not.toEqual(lesson.material);
  });

  it('sends a signed-out visitor to log in and back to the lesson', async () => {
    localStorage.clear();
    const thrown: unknown = await loadNewMaterialPage(
      new QueryClient(),
      item('1nq'),
      new Request('http://localhost/ch1/questions'),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login?redirectTo=%2Fch1%2Fquestions');
  });
});
