import { describe, expect, it } from 'vitest';
import { vocabularyEntries } from '../vocabulary/index.ts';
import { courseSimplePast, firstPerson, simplePastForms } from './simple-past.ts';

const pastOf = (infinitive: string) =>
  courseSimplePast()
    .filter((verb) => verb.infinitive === infinitive)
    .map((verb) => ({
      first: verb.forms[0]?.[0],
      prefix: verb.prefix,
      aux: verb.auxiliary,
      participle: verb.participle,
    }));

describe('the simple past of the course’s verbs', () => {
  it('derives weak and mixed verbs from the participle', () => {
    expect(pastOf('kaufen')).toEqual([
      { first: 'kaufte', prefix: undefined, aux: 'haben', participle: 'gekauft' },
    ]);
    expect(pastOf('arbeiten')[0]?.first).toBe('arbeitete');
    expect(pastOf('bringen')[0]?.first).toBe('brachte');
    expect(pastOf('wissen')[0]?.first).toBe('wusste');
    expect(pastOf('gehören')[0]?.first).toBe('gehörte');
    expect(pastOf('studieren')[0]?.first).toBe('studierte');
    expect(pastOf('aufräumen')).toEqual([
      { first: 'räumte', prefix: 'auf', aux: 'haben', participle: 'aufgeräumt' },
    ]);
    expect(pastOf('haben')[0]?.first).toBe('hatte');
  });
  it('takes strong verbs from the table, separable ones from their base verb', () => {
    expect(pastOf('anfangen')).toEqual([
      { first: 'fing', prefix: 'an', aux: 'haben', participle: 'angefangen' },
    ]);
    expect(pastOf('aufstehen')).toEqual([
      { first: 'stand', prefix: 'auf', aux: 'sein', participle: 'aufgestanden' },
    ]);
    expect(pastOf('treffen')[0]?.first).toBe('traf');
    expect(pastOf('hängen').map((verb) => verb.first)).toEqual(['hängte', 'hing']);
    // the weak, transitive hängen and the verbs built on it: hängte … auf, never hing … auf
    expect(firstPerson('aufhängen', 'aufgehängt')).toBe('hängte');
    expect(firstPerson('aufhängen', 'aufgehangen')).toBe('hing');
  });
  it('has a simple past for every verb of the vocabulary that forms a perfect with a participle', () => {
    const covered = new Set(courseSimplePast().map((verb) => verb.infinitive));
    const modals = ['dürfen', 'können', 'mögen', 'müssen', 'sollen', 'wollen', 'möchten'];
    const missing = vocabularyEntries()
      .map(({ entry }) => entry)
      .filter((entry) => entry.type === 'verb' && entry.pParticiple !== undefined)
      .map((entry) => entry.germanRoot.replace(/^sich /, ''))
      .filter((infinitive) => !covered.has(infinitive) && !modals.includes(infinitive));
    expect(missing).toEqual([]);
  });
  it('conjugates the simple past by person', () => {
    expect(simplePastForms('kaufte')).toEqual([
      ['kaufte'],
      ['kauftest'],
      ['kaufte'],
      ['kauften'],
      ['kauftet'],
      ['kauften'],
    ]);
    expect(simplePastForms('kam')).toEqual([['kam'], ['kamst'], ['kam'], ['kamen'], ['kamt'], ['kamen']]);
    expect(simplePastForms('fand')).toEqual([
      ['fand'],
      ['fandst', 'fandest'],
      ['fand'],
      ['fanden'],
      ['fandet'],
      ['fanden'],
    ]);
    expect(simplePastForms('aß')).toEqual([['aß'], ['aßest', 'aßt'], ['aß'], ['aßen'], ['aßt'], ['aßen']]);
  });
});
