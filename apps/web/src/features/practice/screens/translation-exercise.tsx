import { useMemo, useRef } from 'react';
import {
  inputLengthLimit,
  offersSpecialCharacters,
  shortestAnswerLength,
  TRANSLATION_MINIMUM_LENGTH,
} from '@grundlagen/core';
import { exerciseAnswerLanguage, type ExerciseSet, type WordEntry } from '@grundlagen/content';
import { AnswerField } from '../../../components/ui/answer-field.tsx';
import { answerCheckerPending, loadedAnswerChecker, useAnswerChecker } from '../../../lib/answer-checking.ts';
import { readDeviceLayout } from '../../../hooks/use-device-class.ts';
import { useAnswerReports } from '../api/report-answer.ts';
import { AnswerFeedback, hintText } from '../components/answer-feedback.tsx';
import { SpecialCharacters } from '../../../components/ui/special-characters.tsx';
import {
  AnswerButton,
  AnswerIcon,
  KeyboardHint,
  PageNavigation,
  PracticeHeader,
} from '../components/practice-frame.tsx';
import { PracticeControls } from '../components/practice-controls.tsx';
import { AnswerDetailsModal, CheatLinksModal, ResetModal } from '../components/practice-modals.tsx';
import { TranslationAnswer } from '../components/translation-answer.tsx';
import { SentenceView, sentenceText } from '../components/sentence-view.tsx';
import { CheatLinksToggle, VocabularyBox } from '../components/vocabulary-box.tsx';
import { useCheatLinks } from '../hooks/use-practice-page.ts';
import { useTypedPractice } from '../hooks/use-typed-practice.ts';
import type { PracticePageData } from '../practice-loader.ts';

/** The example row "0)" when a set gives none (docs/product/screens.md "Translation exercises"). */
export const DEFAULT_EXAMPLE = { english: 'Anna is working quietly.', german: 'Anna arbeitet ruhig.' };

/** A translation exercise: German to English or English to German (docs/product/screens.md "Translation exercises"). */
export function TranslationExercise({ data }: { data: PracticePageData & { set: ExerciseSet } }) {
  const { item, set } = data;
  const language = exerciseAnswerLanguage(set);
  const prompt = language === 'en' ? 'de' : 'en';
  const sentenceOf = (questionNum: number) => set.sentences[questionNum - 1];
  useAnswerChecker();
  const page = useTypedPractice(data, {
    minimumLength: TRANSLATION_MINIMUM_LENGTH,
    pending: answerCheckerPending,
    completion: (valueOf) =>
      set.sentences.map((sentence, index) => ({
        answer: valueOf(index + 1),
        shortestAccepted: shortestAnswerLength(sentence.translation),
      })),
    verdict: (questionNum, _slot, value) => {
      const sentence = sentenceOf(questionNum);
      const checker = loadedAnswerChecker();
      // Until the checker has arrived (a moment after the page shows) the answer waits unjudged.
      if (!sentence || !checker) return { state: 'neutral' };
      // the course lexicon (synonyms, paraphrases) and the prompt (an English progressive) decide too
      const judged = checker.judgeAnswer(
        value,
        {
          kind: 'sentence',
          translation: sentence.translation,
          language,
          prompt: sentenceText(sentence.main),
        },
        { lexicon: checker.courseLexicon, chapter: item.chapter },
      );
      if (judged.state === 'correct') return { state: 'correct' };
      return {
        state: 'incorrect',
        ...(judged.hint ? { hint: hintText[judged.hint] } : {}),
        ...(judged.closest ? { closest: judged.closest } : {}),
        ...(judged.diagnosis ? { explanation: judged.diagnosis.explanation } : {}),
      };
    },
    question: (questionNum) => {
      const sentence = sentenceOf(questionNum);
      return sentence
        ? {
            prompt: sentenceText(sentence.main),
            check: {
              kind: 'sentence',
              translation: sentence.translation,
              language,
              prompt: sentenceText(sentence.main),
            },
          }
        : undefined;
    },
  });
  const reports = useAnswerReports(data.spec.table);
  const cheatLinks = useCheatLinks();
  const vocabularyBox = useRef<HTMLDivElement>(null);
  const limits = useMemo(() => set.sentences.map((sentence) => inputLengthLimit(sentence)), [set]);
  const example = set.example ?? DEFAULT_EXAMPLE;

  const showWord = (word: WordEntry) => {
    cheatLinks.showWord(word);
    // on the phone layout the vocabulary box is below the sentences: bring it into view
    if (readDeviceLayout().isMobile)
      vocabularyBox.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <section className="page practice-page" aria-labelledby="page-title">
      <PracticeHeader chapter={item.chapter} section="Exercises" title={item.name}>
        <p>
          Translate the following {set.sentences.length} sentences. After making an attempt, click the{' '}
          <AnswerIcon /> button to see a translation.
        </p>
        <KeyboardHint />
      </PracticeHeader>

      <div className="practice-toolbar">
        <CheatLinksToggle on={cheatLinks.on} onToggle={cheatLinks.toggle} />
        {offersSpecialCharacters({ chapter: item.chapter, answerLanguage: language }) ? (
          <SpecialCharacters {...page.specialCharacters} />
        ) : null}
      </div>

      <ol className="exercise-list" start={0}>
        <li className="exercise-row example-row">
          <span className="row-number">0)</span>
          <span className="sentence" lang={prompt}>
            {prompt === 'de' ? example.german : example.english}
          </span>
          <span className="example-answer" lang={language}>
            {language === 'en' ? example.english : example.german}
          </span>
        </li>
        {set.sentences.map((sentence, index) => {
          const questionNum = index + 1;
          const verdict = page.shownVerdict(questionNum);
          const value = page.valueOf(questionNum);
          return (
            <li key={questionNum} id={`question-${questionNum}`} className="exercise-row">
              <span className="row-number">{questionNum})</span>
              <SentenceView
                parts={sentence.main}
                chapter={item.chapter}
                cheatLinks={cheatLinks.on}
                onWord={showWord}
                lang={prompt}
              />
              <span className="row-answer">
                <AnswerField
                  {...page.field(questionNum)}
                  label={`Translation of sentence ${questionNum}`}
                  lang={language}
                  maxLength={limits[index]}
                />
                <AnswerButton
                  label={`Show the translation of sentence ${questionNum}`}
                  onClick={() => page.showAnswer(questionNum)}
                />
              </span>
              {verdict.state === 'incorrect' ? (
                <AnswerFeedback
                  id={`feedback-${questionNum}`}
                  closest={verdict.closest}
                  explanation={verdict.explanation}
                  lang={language}
                  target={`sentence ${questionNum}`}
                  report={{
                    sent: reports.isReported(questionNum, 0, value),
                    sending: reports.isSending(questionNum, 0),
                    onReport: () =>
                      reports.report({ questionNum, sentence: sentenceText(sentence.main), answer: value }),
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ol>

      <VocabularyBox ref={vocabularyBox} entry={cheatLinks.entry} />
      <PracticeControls {...page.controls} />
      <PageNavigation item={item} />

      <AnswerDetailsModal noun="Sentence" questionNum={page.openAnswer} onClose={page.closeAnswer}>
        <TranslationAnswer
          sentence={page.openAnswer === null ? undefined : sentenceOf(page.openAnswer)}
          language={language}
        />
      </AnswerDetailsModal>
      <ResetModal {...page.resetModal} />
      <CheatLinksModal {...cheatLinks.warning} type={page.type} />
    </section>
  );
}
