import { describe, expect, it } from 'vitest';
import { formIndex } from './form-index.ts';

describe('formIndex: what counts as taught, chapter by chapter', () => {
  it.each([
    // [form, first chapter that teaches it]
    ['spielst', 1],
    ['des', 2],
    ['alten', 3],
    ['gibst', 4],
    ['keinen', 4],
    ['eurem', 4],
    ['mich', 5],
    ['zum', 5],
    ['liest', 6],
    ['ersten', 6],
    ['studenten', 7],
    ['gegeben', 8],
    ['aufgestanden', 8],
    ['wirst', 9],
    ['ins', 9],
    ['gib', 10],
    ['neben', 10],
    ['darf', 11],
    ['dieses', 12],
    ['dessen', 12],
    ['jedem', 13],
    ['älter', 13],
    ['meisten', 13],
    ['öfter', 13],
    ['sich', 13],
  ] as const)('%s is taught from chapter %i on, and not before', (form, chapter) => {
    expect(formIndex(chapter).has(form)).toBe(true);
    if (chapter > 1) expect(formIndex(chapter - 1).has(form)).toBe(false);
  });
});
