import { useState } from 'react';
import { SpeakButton } from '../../../components/ui/speak-button.tsx';
import type { Noun } from './questions.ts';

/** Choose der, die or das for each noun; a running count of right choices. */
export function GendersPractice({ nouns }: { nouns: readonly Noun[] }) {
  const [choices, setChoices] = useState<Record<number, string>>({});
  const correct = nouns.filter((noun, index) => choices[index] === noun.article).length;
  return (
    <>
      <p className="result" role="status" aria-live="polite">
        {correct} of {nouns.length} correct.
      </p>
      <ol className="exercise-list">
        {nouns.map((noun, index) => {
          const choice = choices[index];
          const state = !choice ? 'none' : choice === noun.article ? 'correct' : 'incorrect';
          return (
            <li key={noun.germanRoot} className={`exercise-row choice-row choice-${state}`}>
              <span className="row-number">{index + 1})</span>
              <span lang="de">
                {noun.germanRoot}
                {/* The root alone: the article is the question. */}
                <SpeakButton text={noun.germanRoot} />{' '}
                <span className="muted">({noun.englishTransl.join(', ')})</span>
              </span>
              <fieldset className="choices">
                <legend className="visually-hidden">Gender of {noun.germanRoot}</legend>
                {(['der', 'die', 'das'] as const).map((article) => (
                  <label key={article} className="choice">
                    <input
                      type="radio"
                      name={`gender-${index}`}
                      checked={choice === article}
                      onChange={() => setChoices((current) => ({ ...current, [index]: article }))}
                    />
                    <span lang="de">{article}</span>
                  </label>
                ))}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </>
  );
}
