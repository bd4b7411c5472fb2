/** Word classes of vocabulary entries (docs/product/content.md "Data shapes"). */
export type VocabularyType =
  | 'noun'
  | 'verb'
  | 'adjective'
  | 'adverb'
  | 'other'
  | 'number'
  | 'pronoun'
  | 'preposition'
  | 'possessive adjective';

/** The fields of a vocabulary entry that decide how it is shown in the dictionary. */
export interface DictionaryEntryFields {
  type: VocabularyType;
  germanRoot: string;
  englishTransl: readonly string[];
  article?: 'der' | 'die' | 'das' | '' | undefined;
  pluralAddOn?: string | undefined;
  singularAddOn?: string | undefined;
  specialFeature?: string | readonly string[] | undefined;
  pParticiple?: string | undefined;
  furtherForms?: string | undefined;
  cases?: string | undefined;
}

export interface DictionaryTerm {
  term: string;
  translation: string;
}

function present(part: string | undefined): part is string {
  return part !== undefined && part.trim() !== '';
}

/**
 * The displayed dictionary term and translation of a vocabulary entry, exactly as
 * docs/product/content.md "Data shapes" says:
 * - noun: root, singular add-on (n-nouns), plural add-on, article, comma-separated;
 * - pronoun: root plus the further forms;
 * - verb: root, the special feature(s) in parentheses, then ", " and the past participle;
 * - preposition: root, a space, the cases;
 * - anything else: the root.
 * The translation is englishTransl joined by ", ".
 *
 * @example
 * dictionaryTerm({ type: 'noun', germanRoot: 'Tisch', pluralAddOn: '-e', article: 'der', englishTransl: ['table'] })
 * // { term: 'Tisch, -e, der', translation: 'table' }
 */
export function dictionaryTerm(entry: DictionaryEntryFields): DictionaryTerm {
  return { term: termOf(entry), translation: entry.englishTransl.join(', ') };
}

function termOf(entry: DictionaryEntryFields): string {
  const root = entry.germanRoot;
  switch (entry.type) {
    case 'noun':
      return [root, entry.singularAddOn, entry.pluralAddOn, entry.article].filter(present).join(', ');
    case 'pronoun':
      return present(entry.furtherForms) ? `${root}, ${entry.furtherForms}` : root;
    case 'verb': {
      const features =
        typeof entry.specialFeature === 'string' ? [entry.specialFeature] : (entry.specialFeature ?? []);
      const featureText = features.filter(present).join(', ');
      const withFeatures = featureText === '' ? root : `${root} (${featureText})`;
      return present(entry.pParticiple) ? `${withFeatures}, ${entry.pParticiple}` : withFeatures;
    }
    case 'preposition':
      return present(entry.cases) ? `${root} ${entry.cases}` : root;
    default:
      return root;
  }
}
