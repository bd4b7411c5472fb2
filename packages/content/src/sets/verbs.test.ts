import { describe, expect, it } from 'vitest';
import { VERB_PRACTICE_PERSONS, verbsForPracticeMode, verbsUpTo } from './verbs.ts';

const infinitives = (chapter: number, mode: string) =>
  verbsForPracticeMode(chapter, mode).map((verb) => verb.infinitive);

describe('verbsForPracticeMode', () => {
  it('asks each catalogue mode its own group of verbs', () => {
    expect(infinitives(1, 'irregular').sort()).toEqual(['haben', 'sein']);
    expect(infinitives(4, 'nehmen')).toEqual(['nehmen']);
    expect(infinitives(4, 'stem_changing')).toContain('geben');
    expect(infinitives(4, 'stem_changing')).not.toContain('nehmen');
    expect(infinitives(6, 'ie').sort()).toEqual(['empfehlen', 'lesen', 'sehen']);
    expect(infinitives(6, 'a')).toContain('fahren');
    expect(infinitives(6, 'a')).not.toContain('lesen');
  });

  it('asks every verb taught so far in the all mode and on pages without modes', () => {
    expect(infinitives(8, 'all')).toHaveLength(verbsUpTo(8).length);
    expect(infinitives(11, '')).toContain('können');
    expect(infinitives(3, 'all')).not.toContain('geben');
  });
});

describe('VERB_PRACTICE_PERSONS', () => {
  it('asks each person of a verb table and finds a form of every verb for each', () => {
    expect(new Set(VERB_PRACTICE_PERSONS.map((person) => person.form))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const sein = verbsUpTo(1).find((entry) => entry.verb.infinitive === 'sein')?.verb;
    const formOf = (label: string) => {
      const person = VERB_PRACTICE_PERSONS.find((entry) => entry.label === label);
      return person === undefined ? undefined : sein?.deutsch[person.form];
    };
    expect([formOf('du'), formOf('sie (she)'), formOf('Sie (formal you)')]).toEqual(['bist', 'ist', 'sind']);
    for (const { verb } of verbsUpTo(13)) {
      for (const person of VERB_PRACTICE_PERSONS) expect(verb.deutsch[person.form]).toBeTruthy();
    }
  });
});
