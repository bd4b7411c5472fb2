import type { ReactNode } from 'react';
import type { SentencePart, WordEntry } from '@grundlagen/content';
import { RowButtons, type ShownTranslations } from './row-buttons.tsx';
import { SentenceView } from './sentence-view.tsx';

/**
 * The German sentence of a drill row, its translation while the eye button shows it, and
 * the row's eye and answer buttons.
 */
export function DrillSentence({
  questionNum,
  parts,
  translation,
  chapter,
  cheatLinks,
  onWord,
  renderBlank,
  translations,
  onAnswer,
}: {
  questionNum: number;
  parts: readonly SentencePart[];
  translation: string;
  chapter: number;
  cheatLinks: boolean;
  onWord: (entry: WordEntry) => void;
  renderBlank?: (slot: number) => ReactNode;
  translations: ShownTranslations;
  onAnswer: () => void;
}) {
  const shown = translations.isShown(questionNum);
  return (
    <>
      <span className="drill-sentence">
        <SentenceView
          parts={parts}
          chapter={chapter}
          cheatLinks={cheatLinks}
          onWord={onWord}
          lang="de"
          {...(renderBlank ? { renderBlank } : {})}
        />
        {shown ? (
          <span className="row-translation" lang="en">
            {translation}
          </span>
        ) : null}
      </span>
      <RowButtons
        row={questionNum}
        translationShown={shown}
        onToggleTranslation={() => translations.toggle(questionNum)}
        onAnswer={onAnswer}
      />
    </>
  );
}
