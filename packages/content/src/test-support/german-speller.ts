// The spell checker of the content tests (docs/product/content.md "Checks every content change passes"): nspell with dictionary-de,
// the names the course allows and the words checked by hand. Used by content-checks.test.ts and
// syllabus.test.ts; not part of the package's public entry.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import nspell from 'nspell';
import { handCheckedWords as handChecked4 } from '../chapters/ch04/spelling.ts';
import { handCheckedWords as handChecked5 } from '../chapters/ch05/spelling.ts';
import { handCheckedWords as handChecked6 } from '../chapters/ch06/spelling.ts';
import { handCheckedWords as handChecked7 } from '../chapters/ch07/spelling.ts';
import { handCheckedWords as handChecked8 } from '../chapters/ch08/spelling.ts';
import { handCheckedWords as handChecked9 } from '../chapters/ch09/spelling.ts';
import { handCheckedWords as handChecked10 } from '../chapters/ch10/spelling.ts';
import { handCheckedWords as handChecked11 } from '../chapters/ch11/spelling.ts';
import { handCheckedWords as handChecked12 } from '../chapters/ch12/spelling.ts';
import { handCheckedWords as handChecked13 } from '../chapters/ch13/spelling.ts';

/** Names and other words a German dictionary does not list; reviewed by hand. */
export const allowedWords: ReadonlySet<string> = new Set([
  'Anna',
  'Jonas',
  'Lena',
  'Paul',
  'Schneider',
  'Becker',
  'Schmidt',
  'Berlin',
  'Hamburg',
  'Wien',
  'München',
  'Dr',
  'Frau',
  'Herr',
  'Mia',
  'Lukas',
  'Tom',
  'Max',
  'Sophie',
  'Emma',
  'Ben',
  'Leon',
  'Marie',
  'Klara',
  'Felix',
]);

/**
 * Words checked by hand against Duden that nspell cannot confirm: compound nouns, which Hunspell
 * builds from their parts (COMPOUNDBEGIN/END flags nspell does not support), and a few forms
 * whose dictionary line nspell misreads.
 */
export const handCheckedWords: ReadonlySet<string> = new Set([
  'Fußball',
  'Fußbälle',
  'Hausaufgaben',
  'Bleistift',
  'Bleistifte',
  'Bahnhof',
  'Bahnhöfe',
  'suche',
  'schenke',
  'junge',
  'frische',
  'alter',
  'schwere',
  // Superlatives of the comparison table (grammar/comparison.ts) that the dictionary lacks.
  'frischesten',
  'gesundesten',
  'härtesten',
  'leckersten',
  ...handChecked4,
  ...handChecked5,
  ...handChecked6,
  ...handChecked7,
  ...handChecked8,
  ...handChecked9,
  ...handChecked10,
  ...handChecked11,
  ...handChecked12,
  ...handChecked13,
]);

/**
 * nspell keeps one line per stem, so of "gut/AU" and "gut/STozm" only the second survives, and
 * its ONLYINCOMPOUND (o) and NEEDAFFIX (h) flags then reject plain "gut". Hunspell reads every
 * line; merging a stem's lines, and keeping o and h only when every line has them, gives nspell
 * the same verdicts.
 */
function mergeHomonyms(dic: string): string {
  const [count, ...lines] = dic.split('\n');
  const stems = new Map<string, string[]>();
  for (const line of lines) {
    if (!line.trim()) continue;
    const slash = line.indexOf('/');
    const stem = slash === -1 ? line : line.slice(0, slash);
    const flags = slash === -1 ? '' : line.slice(slash + 1);
    stems.set(stem, [...(stems.get(stem) ?? []), flags]);
  }
  const merged = [...stems].map(([stem, variants]) => {
    const restricted = ['o', 'h'].filter((flag) => variants.every((flags) => flags.includes(flag)));
    const flags = [...new Set(variants.join('').split(''))].filter(
      (flag) => !'oh'.includes(flag) || restricted.includes(flag),
    );
    return flags.length > 0 ? `${stem}/${flags.join('')}` : stem;
  });
  return [String(merged.length || count), ...merged].join('\n');
}

let speller: ReturnType<typeof nspell> | undefined;

/** Whether a German word is spelled right: a name the course allows, a hand-checked word, or nspell's verdict. */
export function isSpelledRight(word: string): boolean {
  if (allowedWords.has(word) || handCheckedWords.has(word)) return true;
  if (!speller) {
    const folder = dirname(createRequire(import.meta.url).resolve('dictionary-de'));
    speller = nspell({
      aff: readFileSync(join(folder, 'index.aff')),
      dic: mergeHomonyms(readFileSync(join(folder, 'index.dic'), 'utf8')),
    });
  }
  return speller.correct(word);
}

/** The words of a German text: runs of letters, umlauts and ß. */
export function germanWordsOf(text: string): string[] {
  return text.split(/[^A-Za-zÄÖÜäöüß]+/).filter((word) => word.length > 0);
}
