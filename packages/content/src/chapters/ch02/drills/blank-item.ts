import type { FillInDrill } from '../../../sets/schema.ts';

type Item = FillInDrill['items'][number];

/**
 * A one-blank drill item from a sentence written with "___" where the answer goes. A bracketed
 * "(…)" after the blank is a prompt. At the start of a sentence the answer is also accepted in
 * lower case: the article is the point, not its capital.
 */
export function blankItem(sentence: string, answer: string, translation: string, explanation: string): Item {
  const prompt = /\(([^)]+)\)/.exec(sentence)?.[1];
  const words = sentence.replace(/\s*\([^)]+\)/, ' (PROMPT)').split(' ');
  const main: Item['main'] = words.flatMap((word): Item['main'] => {
    if (word === '___') return ['!textbox!'];
    if (word.startsWith('(PROMPT)')) {
      const rest = word.slice('(PROMPT)'.length);
      return [[prompt ?? '', { isPrompt: true }], ...(rest ? [rest] : [])];
    }
    return [word];
  });
  const accepted = sentence.startsWith('___')
    ? [answer, answer.charAt(0).toLowerCase() + answer.slice(1)]
    : [answer];
  return { main, answers: [accepted], translation, explanation: [explanation] };
}
