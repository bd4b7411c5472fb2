import { describe, expect, it, vi } from 'vitest';
import { changedBetween, createAnswersStore, hasAnswers, pick, type AnswersState } from './answers-store.ts';

describe('changedBetween', () => {
  it('keeps only the questions whose answers differ from the saved ones', () => {
    const saved = { 1: ['du'], 2: ['', 'ist'], 3: ['wir'] };
    const current = { 1: ['du'], 2: ['er', 'ist'], 3: ['wir'], 4: ['ihr'] };
    expect(changedBetween(current, saved)).toEqual({ 2: ['er', 'ist'], 4: ['ihr'] });
  });

  it('sees a changed slot count and an emptied answer as changes', () => {
    expect(changedBetween({ 1: ['du', ''] }, { 1: ['du'] })).toEqual({ 1: ['du', ''] });
    expect(changedBetween({ 1: [''] }, { 1: ['du'] })).toEqual({ 1: [''] });
  });

  it('gives nothing when everything is saved', () => {
    expect(changedBetween({ 1: ['du'], 2: ['Sie'] }, { 1: ['du'], 2: ['Sie'], 3: ['ihr'] })).toEqual({});
  });
});

describe('pick', () => {
  it('keeps the given questions that have answers', () => {
    expect(pick({ 1: ['du'], 2: [''], 3: ['wir'] }, new Set([2, 3, 4]))).toEqual({ 2: [''], 3: ['wir'] });
    expect(pick({ 1: ['du'] }, [])).toEqual({});
  });
});

describe('hasAnswers', () => {
  it('is true once any question has answers', () => {
    expect(hasAnswers({})).toBe(false);
    expect(hasAnswers({ 3: [''] })).toBe(true);
  });
});

describe('createAnswersStore', () => {
  const initial: AnswersState = {
    values: { 1: ['du'] },
    resetThisVisit: false,
    unsent: false,
    failing: false,
  };

  it('is read synchronously after an update, which merges into the state', () => {
    const store = createAnswersStore(initial);
    expect(store.get()).toBe(initial);
    store.update((current) => ({ values: { ...current.values, 2: ['Sie'] } }));
    expect(store.get()).toEqual({ ...initial, values: { 1: ['du'], 2: ['Sie'] } });
    store.update(() => ({ unsent: true }));
    expect(store.get()).toEqual({ ...initial, values: { 1: ['du'], 2: ['Sie'] }, unsent: true });
    // The state is replaced, never changed in place (useSyncExternalStore compares by identity).
    expect(initial).toEqual({ values: { 1: ['du'] }, resetThisVisit: false, unsent: false, failing: false });
  });

  it('tells each subscriber of every update until it unsubscribes', () => {
    const store = createAnswersStore(initial);
    const first = vi.fn();
    const second = vi.fn(() => expect(store.get().failing).toBe(true));
    const stopFirst = store.subscribe(first);
    store.subscribe(second);
    store.update(() => ({ failing: true }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    store.update(() => ({ resetThisVisit: true }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
