import type { FillInDrill } from '../../../sets/schema.ts';

type Item = FillInDrill['items'][number];

/**
 * An item with several blanks: "___" in the sentence, filled in order by `answers`. A blank at
 * the start of the sentence also accepts its answer in lower case.
 */
export function blanksItem(
  sentence: string,
  answers: readonly string[],
  translation: string,
  explanation: readonly string[],
): Item {
  let blank = 0;
  const markers = ['!textbox!', '!textbox2!', '!textbox3!', '!textbox4!', '!textbox5!', '!textbox6!'];
  const main = sentence.split(' ').flatMap((word) => {
    if (!word.startsWith('___')) return [word];
    const marker = markers[blank] ?? '!textbox6!';
    blank += 1;
    const rest = word.slice(3);
    return rest ? [marker, rest] : [marker];
  });
  return {
    main,
    answers: answers.map((answer, index) =>
      index === 0 && sentence.startsWith('___')
        ? [answer, answer.charAt(0).toLowerCase() + answer.slice(1)]
        : [answer],
    ),
    translation,
    explanation: [...explanation],
  };
}
