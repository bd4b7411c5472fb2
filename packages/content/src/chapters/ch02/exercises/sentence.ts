import type { SentencePart } from '../../../sets/schema.ts';

/**
 * A German sentence as parts: each word links to its vocabulary entry — the word itself, or the
 * headword given in `forms` for an inflected form (Lehrers → Lehrer); words listed in `plain`
 * (names, articles) stay plain.
 */
export function germanSentence(
  text: string,
  forms: Readonly<Record<string, string>> = {},
  plain: readonly string[] = [],
): SentencePart[] {
  return text.split(' ').map((token): SentencePart => {
    const word = token.replace(/[.,?!]/g, '');
    const headword =
      forms[word] ?? (plain.includes(word) || articles.has(word.toLowerCase()) ? undefined : word);
    return headword ? [token, { lookup: headword }] : token;
  });
}

const articles = new Set([
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'einen',
  'einem',
  'einer',
  'eines',
]);
