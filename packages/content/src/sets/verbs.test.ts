import { describe, expect, it } from 'vitest';
import { verbsForPracticeMode, verbsUpTo } from './verbs.ts';

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
