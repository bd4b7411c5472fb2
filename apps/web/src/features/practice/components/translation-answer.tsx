import { acceptedAnswers } from '@grundlagen/core';
import type { ExerciseSet } from '@grundlagen/content';
import { SpeakButton } from '../../../components/ui/speak-button.tsx';
import { AnswerNotes } from './practice-modals.tsx';

/**
 * The answer of a translation exercise: the set's translation (or the first accepted answer),
 * up to eight other accepted answers, found without listing them all, and the notes.
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
  const others = [...acceptedAnswers(sentence.translation, { limit: 8 })].filter(
    (answer) => answer !== shown,
  );
  return (
    <>
      <p className="modal-label">Translation</p>
      <p className="modal-answer" lang={language}>
        {shown}
        {language === 'de' ? <SpeakButton text={shown} /> : null}
      </p>
      {others.length > 0 ? (
        <>
          <p className="modal-label">Also accepted</p>
          <ul className="accepted-list" lang={language}>
            {others.map((answer) => (
              <li key={answer}>{answer}</li>
            ))}
          </ul>
        </>
      ) : null}
      <AnswerNotes notes={sentence.notes} as="p" />
    </>
  );
}
