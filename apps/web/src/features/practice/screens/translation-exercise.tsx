import { useMemo, useRef, useState } from 'react';
import {
  acceptedAnswers,
  checkSentence,
  inputLengthLimit,
  offersSpecialCharacters,
  shortestAnswerLength,
  TRANSLATION_MINIMUM_LENGTH,
  typedSetComplete,
  type SentenceHint,
} from '@grundlagen/core';
import { exerciseAnswerLanguage, type ExerciseSet, type WordEntry } from '@grundlagen/content';
import { Markup } from '../../../components/ui/markup.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { AnswerField, type FieldState } from '../../../components/ui/answer-field.tsx';
import { CheatLinksModal, ResetModal } from '../components/practice-modals.tsx';
import { PageNavigation, PracticeHeader } from '../components/practice-frame.tsx';
import { PracticeControls } from '../components/practice-controls.tsx';
import { SentenceView } from '../components/sentence-view.tsx';
import { SpecialCharacters } from '../../../components/ui/special-characters.tsx';
import { CheatLinksToggle, VocabularyBox } from '../components/vocabulary-box.tsx';
import { useCompletionCode } from '../../../hooks/use-completion-code.ts';
import { useFeedbackMode } from '../hooks/use-feedback-mode.ts';
import { useInputNavigation } from '../hooks/use-input-navigation.ts';
import { usePracticeAnswers } from '../hooks/use-practice-answers.ts';
import { focusMovesToSave, useTypedChecks } from '../hooks/use-typed-checks.ts';
import type { PracticePageData } from '../practice-loader.ts';

/** The example row "0)" when a set gives none (spec §2). */
export const DEFAULT_EXAMPLE = { english: 'Anna is working quietly.', german: 'Anna arbeitet ruhig.' };

const hintText: Record<SentenceHint, string> = {
  umlaut: 'Check the umlauts (ä, ö, ü, ß).',
  capitalisation: 'Check the capital letters.',
  typo: 'Typo?',
};

export function TranslationExercise({ data }: { data: PracticePageData & { set: ExerciseSet } }) {
  const { item, set, spec, userId } = data;
  const language = exerciseAnswerLanguage(set);
  const toEnglish = language === 'en';
  const answers = usePracticeAnswers(spec, userId);
  const [mode, setMode] = useFeedbackMode();
  const navigation = useInputNavigation();
  const vocabularyBox = useRef<HTMLDivElement>(null);

  const checks = useTypedChecks(
    spec.questionNums.filter((questionNum) => answers.initialValues[questionNum]?.[0]?.trim()).map(String),
    mode,
  );
  const [openAnswer, setOpenAnswer] = useState<number | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [cheatLinks, setCheatLinks] = useState(false);
  const [cheatWarning, setCheatWarning] = useState(false);
  const [entry, setEntry] = useState<WordEntry | null>(null);

  const limits = useMemo(() => set.sentences.map((sentence) => inputLengthLimit(sentence)), [set]);
  const example = set.example ?? DEFAULT_EXAMPLE;
  const valueOf = (questionNum: number) => answers.values[questionNum]?.[0] ?? '';

  const complete = typedSetComplete(
    set.sentences.map((sentence, index) => ({
      answer: valueOf(index + 1),
      shortestAccepted: shortestAnswerLength(sentence.translation),
    })),
    { minimumLength: TRANSLATION_MINIMUM_LENGTH, resetThisVisit: answers.resetThisVisit },
  );
  useCompletionCode(item.code, complete);

  const stateOf = (questionNum: number): { state: FieldState; hint?: string } => {
    const value = valueOf(questionNum);
    if (!value.trim() || !checks.shows(String(questionNum))) return { state: 'neutral' };
    const sentence = set.sentences[questionNum - 1];
    if (!sentence) return { state: 'neutral' };
    const result = checkSentence(value, sentence.translation, { language });
    if (result.correct) return { state: 'correct' };
    return result.hint ? { state: 'incorrect', hint: hintText[result.hint] } : { state: 'incorrect' };
  };

  const showWord = (word: WordEntry) => {
    setEntry(word);
    if (window.innerWidth < 760)
      vocabularyBox.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  const toggleCheatLinks = () => {
    if (cheatLinks) {
      setCheatLinks(false);
      setEntry(null);
    } else setCheatWarning(true);
  };

  const open = openAnswer === null ? undefined : set.sentences[openAnswer - 1];
  const shownTranslation = open
    ? (open.defaultTranslation ?? acceptedAnswers(open.translation).next().value ?? '')
    : '';
  const otherAnswers = open
    ? [...acceptedAnswers(open.translation, { limit: 8 })].filter((answer) => answer !== shownTranslation)
    : [];

  return (
    <section className="page practice-page" aria-labelledby="page-title">
      <PracticeHeader chapter={item.chapter} section="Exercises" title={item.name}>
        <p>
          Translate the following {set.sentences.length} sentences. After making an attempt, click the{' '}
          <span className="icon-inline" aria-hidden="true">
            ?
          </span>
          <span className="visually-hidden">answer</span> button to see a translation.
        </p>
      </PracticeHeader>

      <div className="practice-toolbar">
        <CheatLinksToggle on={cheatLinks} onToggle={toggleCheatLinks} />
        {offersSpecialCharacters({ chapter: item.chapter, answerLanguage: language }) ? (
          <SpecialCharacters
            target={() => navigation.lastFocused.current}
            onInsert={(input, value) => {
              const questionNum = Number(input.dataset['question']);
              if (questionNum) answers.setValue(questionNum, 0, value);
            }}
          />
        ) : null}
      </div>

      <ol className="exercise-list" start={0}>
        <li className="exercise-row example-row">
          <span className="row-number">0)</span>
          <span className="sentence" lang={toEnglish ? 'de' : 'en'}>
            {toEnglish ? example.german : example.english}
          </span>
          <span className="example-answer" lang={toEnglish ? 'en' : 'de'}>
            {toEnglish ? example.english : example.german}
          </span>
        </li>
        {set.sentences.map((sentence, index) => {
          const questionNum = index + 1;
          const { state, hint } = stateOf(questionNum);
          return (
            <li key={questionNum} className="exercise-row">
              <span className="row-number">{questionNum})</span>
              <SentenceView
                parts={sentence.main}
                chapter={item.chapter}
                cheatLinks={cheatLinks}
                onWord={showWord}
                lang={toEnglish ? 'de' : 'en'}
              />
              <span className="row-answer">
                <AnswerField
                  id={`answer-${questionNum}`}
                  ref={(element) => {
                    navigation.register(questionNum)(element);
                    if (element) element.dataset['question'] = String(questionNum);
                  }}
                  label={`Translation of sentence ${questionNum}`}
                  lang={language}
                  value={valueOf(questionNum)}
                  state={state}
                  {...(hint ? { hint } : {})}
                  maxLength={limits[index]}
                  onChange={(value) => {
                    answers.setValue(questionNum, 0, value);
                    checks.edited(String(questionNum));
                  }}
                  onFocus={() => checks.focus(String(questionNum))}
                  onBlur={(event) => {
                    navigation.lastFocused.current = event.currentTarget;
                    checks.leave(String(questionNum));
                    if (!focusMovesToSave(event)) answers.autosaveOnLeave();
                  }}
                  onKeyDown={navigation.onKeyDown(questionNum)}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Show the translation of sentence ${questionNum}`}
                  onClick={() => setOpenAnswer(questionNum)}
                >
                  ?
                </button>
              </span>
            </li>
          );
        })}
      </ol>

      <VocabularyBox ref={vocabularyBox} entry={entry} />

      <PracticeControls
        saveButton={navigation.saveButton}
        onSave={() => void answers.save()}
        onReset={() => setResetOpen(true)}
        feedback={{
          mode,
          onModeChange: setMode,
          onCheck: () => checks.checkAll(spec.questionNums.map(String)),
        }}
        unsent={answers.unsent}
      />
      <PageNavigation item={item} />

      <Modal
        open={openAnswer !== null}
        onOpenChange={(isOpen) => !isOpen && setOpenAnswer(null)}
        title={`Sentence ${openAnswer ?? ''}`}
      >
        <p className="modal-label">Translation</p>
        <p className="modal-answer" lang={language}>
          {shownTranslation}
        </p>
        {otherAnswers.length > 0 ? (
          <>
            <p className="modal-label">Also accepted</p>
            <ul className="accepted-list" lang={language}>
              {otherAnswers.map((answer) => (
                <li key={answer}>{answer}</li>
              ))}
            </ul>
          </>
        ) : null}
        {open?.notes?.map((note) => (
          <p key={note}>
            Note: <Markup text={note} />
          </p>
        ))}
      </Modal>
      <ResetModal
        open={resetOpen}
        onOpenChange={setResetOpen}
        type="e"
        onConfirm={() => {
          checks.clear();
          void answers.reset().then(() => navigation.firstInput()?.focus());
        }}
      />
      <CheatLinksModal
        open={cheatWarning}
        onOpenChange={setCheatWarning}
        type="e"
        onProceed={() => setCheatLinks(true)}
      />
    </section>
  );
}
