import type { LexiconNoun, NounGender } from '@grundlagen/core';
import { vocabularyEntries } from '../vocabulary/index.ts';

const GENDER: Readonly<Record<string, NounGender>> = { der: 'masculine', die: 'feminine', das: 'neuter' };

/**
 * The course's nouns with their gender and plural, from the vocabulary: what lets answer checking
 * read a noun phrase's number (die Schlüssel is plural, since Schlüssel is masculine).
 */
export function courseNouns(): LexiconNoun[] {
  const nouns: LexiconNoun[] = [];
  for (const { entry } of vocabularyEntries()) {
    if (entry.type !== 'noun') continue;
    const gender = GENDER[entry.article];
    if (gender === undefined) continue;
    nouns.push({
      noun: entry.germanRoot,
      gender,
      ...(entry.germanPl === undefined || entry.germanPl === '' ? {} : { plural: entry.germanPl }),
      // an n-noun adds -n or -en in every case but the nominative singular (den Studenten)
      ...(entry.singularAddOn === undefined
        ? {}
        : { weak: true, weakEnding: entry.singularAddOn === '-n' ? 'n' : 'en' }),
    });
  }
  return nouns;
}
