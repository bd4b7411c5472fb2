import { dictionaryTerm } from '@grundlagen/core';
import { loadedVocabularyUpTo } from '../vocabulary/loaded.ts';
import type { WordInfo } from './schema.ts';

export interface WordEntry {
  term: string;
  transl: string;
  term2?: string;
  transl2?: string;
}

/**
 * The dictionary entry a clickable word shows: its own term, or the vocabulary entry its
 * `lookup` names (searched in chapters 1..chapter; `lookupType` picks one of two entries with the
 * same headword). Undefined when it has none, or when the lookup is ambiguous. The vocabulary of
 * those chapters must be loaded (`loadVocabularyUpTo`; loading a practice set does it).
 *
 * @example
 * resolveWord({ lookup: 'arbeiten' }, 1) // { term: 'arbeiten, gearbeitet', transl: 'to work' }
 */
export function resolveWord(info: WordInfo, chapter: number): WordEntry | undefined {
  let entry: WordEntry | undefined;
  if (info.term && info.transl) entry = { term: info.term, transl: info.transl };
  else if (info.lookup) {
    const found = loadedVocabularyUpTo(chapter).filter(
      (candidate) =>
        candidate.entry.germanRoot === info.lookup &&
        (info.lookupType === undefined || candidate.entry.type === info.lookupType),
    );
    // Two entries with the headword (sein: to be, his) need lookupType to say which is meant.
    const [only] = found;
    if (only && found.length === 1) {
      const { term, translation } = dictionaryTerm(only.entry);
      entry = { term, transl: translation };
    }
  }
  if (entry && info.term2 && info.transl2) entry = { ...entry, term2: info.term2, transl2: info.transl2 };
  return entry;
}
