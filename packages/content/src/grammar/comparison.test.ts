import { describe, expect, it } from 'vitest';
import { attributiveStem, comparisonForms, comparisonOf } from './comparison.ts';

const compare = (adjective: string) => {
  const comparison = comparisonOf(adjective);
  return `${comparison.positive} ${comparison.comparative} ${comparison.superlative}`;
};

describe('comparison (chapter 13)', () => {
  it('adds -er and am -sten by the rule', () => {
    expect(
      ['klein', 'schnell', 'schön', 'wichtig', 'langsam', 'freundlich', 'müde', 'leise'].map(compare),
    ).toEqual([
      'klein kleiner am kleinsten',
      'schnell schneller am schnellsten',
      'schön schöner am schönsten',
      'wichtig wichtiger am wichtigsten',
      'langsam langsamer am langsamsten',
      'freundlich freundlicher am freundlichsten',
      'müde müder am müdesten',
      'leise leiser am leisesten',
    ]);
  });

  it('adds -esten after d, t, s, ß, x, z, sch and a vowel, not after unstressed -isch', () => {
    expect(['laut', 'nett', 'interessant', 'weiß', 'frisch', 'neu', 'praktisch'].map(compare)).toEqual([
      'laut lauter am lautesten',
      'nett netter am nettesten',
      'interessant interessanter am interessantesten',
      'weiß weißer am weißesten',
      'frisch frischer am frischesten',
      'neu neuer am neuesten',
      'praktisch praktischer am praktischsten',
    ]);
  });

  it('accepts -sten beside -esten after a vowel sound, a silent h included', () => {
    expect(['neu', 'früh'].map(compare)).toEqual(['neu neuer am neuesten', 'früh früher am frühesten']);
    expect(comparisonOf('neu').alsoCorrect).toEqual(['am neusten']);
    expect(comparisonOf('früh').alsoCorrect).toEqual(['am frühsten']);
    expect(comparisonOf('laut').alsoCorrect).toBeUndefined();
  });

  it('drops the e of -el and -euer before -er', () => {
    expect(['dunkel', 'teuer'].map(compare)).toEqual([
      'dunkel dunkler am dunkelsten',
      'teuer teurer am teuersten',
    ]);
  });

  it('has the umlauting adjectives', () => {
    expect(
      [
        'alt',
        'jung',
        'kurz',
        'lang',
        'warm',
        'kalt',
        'arm',
        'stark',
        'schwach',
        'klug',
        'dumm',
        'gesund',
        'krank',
      ].map(compare),
    ).toEqual([
      'alt älter am ältesten',
      'jung jünger am jüngsten',
      'kurz kürzer am kürzesten',
      'lang länger am längsten',
      'warm wärmer am wärmsten',
      'kalt kälter am kältesten',
      'arm ärmer am ärmsten',
      'stark stärker am stärksten',
      'schwach schwächer am schwächsten',
      'klug klüger am klügsten',
      'dumm dümmer am dümmsten',
      'gesund gesünder am gesündesten',
      'krank kränker am kränksten',
    ]);
    expect(comparisonOf('gesund').alsoCorrect).toEqual(['gesunder', 'am gesundesten']);
  });

  it('has the irregular comparisons', () => {
    expect(['gut', 'viel', 'gern', 'oft', 'bald', 'groß', 'hoch', 'nah'].map(compare)).toEqual([
      'gut besser am besten',
      'viel mehr am meisten',
      'gern lieber am liebsten',
      'oft öfter am öftesten',
      'bald eher am ehesten',
      'groß größer am größten',
      'hoch höher am höchsten',
      'nah näher am nächsten',
    ]);
  });

  it('inflects comparatives and superlatives before a noun, but not mehr (die meisten, though)', () => {
    expect(comparisonForms('alt')).toEqual([
      'älter',
      'am ältesten',
      'ältere',
      'älteren',
      'älterer',
      'älteres',
      'älterem',
      'älteste',
      'ältesten',
      'ältester',
      'ältestes',
      'ältestem',
    ]);
    expect(comparisonForms('viel')).toEqual(['mehr', 'am meisten', 'meiste', 'meisten']);
    expect(comparisonForms('gern')).toEqual(['lieber', 'am liebsten']);
    expect(['hoch', 'dunkel', 'teuer', 'müde', 'rot'].map(attributiveStem)).toEqual([
      'hoh',
      'dunkl',
      'teur',
      'müd',
      'rot',
    ]);
  });
});
