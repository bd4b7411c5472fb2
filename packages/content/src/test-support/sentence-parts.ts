// Small readers of drill items and exercise sentences that the chapter tests share: the words of a
// text, the text of a sentence part, prompts, blanks and the first accepted answer. Not part of
// the package's public entry.
import { acceptedAnswers } from '@grundlagen/core';
import { blankSlot, type ExerciseSet, type FillInDrill, type SentencePart } from '../sets/schema.ts';

/** A sentence's accepted translations, as the schema stores them (segments of alternatives). */
export type Translation = ExerciseSet['sentences'][number]['translation'];

/**
 * The words of a text, without punctuation.
 *
 * @example wordsOf('Heute, um acht Uhr?') // ['Heute', 'um', 'acht', 'Uhr']
 */
export function wordsOf(text: string): string[] {
  return text.split(/[^A-Za-zÄÖÜäöüß]+/).filter((word) => word !== '');
}

/** @example lowerFirst('Der') // 'der' */
export function lowerFirst(word: string): string {
  return word.charAt(0).toLowerCase() + word.slice(1);
}

/** @example upperFirst('der') // 'Der' */
export function upperFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The text of a sentence part as written (a prompt without its brackets); '' for no part. */
export function partText(part: SentencePart | undefined): string {
  if (part === undefined) return '';
  return typeof part === 'string' ? part : part[0];
}

/** Whether a part is a prompt in brackets (isPrompt or isPrompt2). */
export function isPrompt(part: SentencePart | undefined): boolean {
  return (
    part !== undefined &&
    typeof part !== 'string' &&
    (part[1].isPrompt === true || part[1].isPrompt2 === true)
  );
}

/** Whether a part is an answer slot (one of BLANKS). */
export function isBlank(part: SentencePart): part is string {
  return typeof part === 'string' && blankSlot(part) >= 0;
}

/** The blanks of an item in order, with the part index of each and the prompt after it ('' if none). */
export function blanksOf(
  item: FillInDrill['items'][number],
): { index: number; slot: number; prompt: string }[] {
  return item.main.flatMap((part, index) =>
    isBlank(part)
      ? [
          {
            index,
            slot: blankSlot(part),
            prompt: isPrompt(item.main[index + 1]) ? partText(item.main[index + 1]) : '',
          },
        ]
      : [],
  );
}

/** The first accepted answer of a translation: the first alternative of every segment. */
export function firstAnswer(translation: Translation): string {
  return acceptedAnswers(translation).next().value ?? '';
}

/** Every alternative of every segment of a translation (for checking the words they use). */
export function allAlternatives(translation: Translation): string[] {
  if (typeof translation === 'string') return [translation];
  return translation.flatMap((segment) => (typeof segment === 'string' ? [segment] : segment));
}
