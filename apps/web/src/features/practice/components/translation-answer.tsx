import { acceptedAnswerCount, acceptedAnswers } from '@grundlagen/core';
import type { ExerciseSet } from '@grundlagen/content';
import { SpeakButton } from '../../../components/ui/speak-button.tsx';
import { AnswerNotes } from './practice-modals.tsx';

/** How many other answers the modal lists; a sentence may accept millions. */
const OTHERS_SHOWN = 8;

const numberFormat = new Intl.NumberFormat('en-GB');

/** "1,296 correct answers in all" (or "Up to …" when combinations may spell an answer twice). */
function countText(count: number, exact: boolean): string {
  const figure = numberFormat.format(count);
  return `${exact ? '' : 'Up to '}${figure} correct answer${count === 1 ? '' : 's'} in all.`;
}

/**
 * The answer of a translation exercise: the set's translation (or the first accepted answer),
 * then under "Other correct answers" the first few others, taken lazily from the accepted
 * answers (never all of them), with how many there are in all, counted without listing them.
 */
export function TranslationAnswer({
  sentence,
  language,
}: {
  sentence: ExerciseSet['sentences'][number] | undefined;
  language: 'en' | 'de';
}) {
  if (!sentence) return null;
  const shown = sentence.defaultTranslation ?? acceptedAnswers(sentence.translation).next().value ?? '';
  const others = [...acceptedAnswers(sentence.translation, { limit: OTHERS_SHOWN + 1 })]
    .filter((answer) => answer !== shown && answer !== '')
    .slice(0, OTHERS_SHOWN);
  const { count, exact } = acceptedAnswerCount(sentence.translation);
  return (
    <>
      <p className="modal-label">Translation</p>
      <p className="modal-answer" lang={language}>
        {shown}
        {language === 'de' ? <SpeakButton text={shown} /> : null}
      </p>
      {others.length > 0 ? (
        <section aria-labelledby="other-answers-heading">
          <h3 id="other-answers-heading" className="modal-label">
            Other correct answers
          </h3>
          <ul className="accepted-list" lang={language}>
            {others.map((answer) => (
              <li key={answer}>{answer}</li>
            ))}
          </ul>
          <p className="accepted-count">
            {countText(count, exact)}
            {language === 'en' ? ' Contractions and their full forms (it’s, it is) count as one.' : ''}
          </p>
        </section>
      ) : null}
      <AnswerNotes notes={sentence.notes} as="p" />
    </>
  );
}
