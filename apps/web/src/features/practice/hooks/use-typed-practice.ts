import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { typedSetComplete, type AnswerCheck, type ClosestAnswer, type TypedInput } from '@grundlagen/core';
import type { FieldState } from '../../../components/ui/answer-field.tsx';
import { useCompletionCode } from '../../../hooks/use-completion-code.ts';
import { markMistakesFixed, recordMistakes, type MistakeEntry } from '../../../lib/mistakes.ts';
import { differenceSummary } from '../components/answer-feedback.tsx';
import { ANSWER_SHORTCUT } from '../components/practice-frame.tsx';
import type { PracticePageData } from '../practice-loader.ts';
import { useFeedbackMode } from './use-feedback-mode.ts';
import { useInputNavigation } from './use-input-navigation.ts';
import { usePracticePage } from './use-practice-page.ts';
import { focusMovesToSave, useTypedChecks } from './use-typed-checks.ts';

export interface TypedVerdict {
  state: FieldState;
  hint?: string;
  /** For a wrong answer: the closest accepted answer and where the two differ. */
  closest?: ClosestAnswer;
  /** For a wrong answer: why it is wrong (the computed diagnosis or a drill's authored explanation). */
  explanation?: string;
}

/** What differs between typed pages: how an answer is judged and when the page is complete. */
export interface TypedRules {
  /** The verdict of a non-empty answer in slot `slot` of question `questionNum`. */
  verdict: (questionNum: number, slot: number, value: string) => TypedVerdict;
  /** The inputs the completion rule looks at, and the set's minimum length (docs/product/progress.md "When a page earns its code"). */
  completion: (valueOf: (questionNum: number, slot?: number) => string) => readonly TypedInput[];
  minimumLength: number;
  /**
   * What the verdicts still wait for (the course lexicon, fetched after the page shows), or
   * undefined once everything has arrived: checked answers are noted when it has.
   */
  pending?: () => Promise<unknown> | undefined;
  /** What question `questionNum` (blank `slot`) asks and how it is checked, for My mistakes. */
  question?: (questionNum: number, slot: number) => { prompt: string; check: AnswerCheck } | undefined;
}

/**
 * What the input's live region says after a wrong verdict, besides the hint: the difference from
 * the closest answer, then why it is wrong.
 */
function feedbackDetail(verdict: TypedVerdict): { detail?: string } {
  const parts = [verdict.closest ? differenceSummary(verdict.closest) : '', verdict.explanation ?? ''];
  const detail = parts.filter(Boolean).join(' ');
  return detail ? { detail } : {};
}

/**
 * The buttons of an input's row in page order (eye, answer, "My answer should count"), without
 * the vocabulary links inside the sentence.
 */
function rowControls(input: HTMLElement): HTMLButtonElement[] {
  const row = input.closest('.exercise-row, .pronoun-row');
  if (!row) return [];
  return [...row.querySelectorAll<HTMLButtonElement>('button:not(.word-link):not(:disabled)')];
}

/**
 * A typed drill or exercise page (translation, fill-in, subject pronoun): the page's answers,
 * feedback mode and checks, keyboard navigation, the special characters, the completion code,
 * and the full wiring of each AnswerField, so that a screen keeps only its layout and rules.
 */
export function useTypedPractice(data: PracticePageData, rules: TypedRules) {
  const { spec, item } = data;
  const [mode, setMode] = useFeedbackMode();
  const navigation = useInputNavigation();
  const page = usePracticePage(data, { afterReset: () => navigation.firstInput()?.focus() });
  const { answers } = page;
  const keyOf = (questionNum: number, slot: number) => `${questionNum}-${slot}`;
  const valueOf = (questionNum: number, slot = 0) => answers.values[questionNum]?.[slot] ?? '';
  const keys = spec.questionNums.flatMap((questionNum) =>
    spec.columns.map((_, slot) => keyOf(questionNum, slot)),
  );
  // Answers loaded with the page are checked at once.
  const [loadedKeys] = useState(() =>
    spec.questionNums.flatMap((questionNum) =>
      spec.columns.flatMap((_, slot) =>
        valueOf(questionNum, slot).trim() ? [keyOf(questionNum, slot)] : [],
      ),
    ),
  );
  const checks = useTypedChecks(loadedKeys, mode);
  // A prerendered page's saved answers arrive after it shows: they are checked as loaded ones.
  const { add: checkArrived } = checks;
  useEffect(() => {
    if (answers.arrived) checkArrived(answers.arrived.map(([questionNum, slot]) => `${questionNum}-${slot}`));
  }, [answers.arrived, checkArrived]);
  const queryClient = useQueryClient();

  // A checked wrong answer goes to My mistakes; a right one fixes the question's open mistakes.
  const noteChecked = (questions: readonly (readonly [number, number])[]) => {
    const pending = rules.pending?.();
    if (pending) {
      void pending.then(
        () => noteChecked(questions),
        () => undefined,
      );
      return;
    }
    const wrong: MistakeEntry[] = [];
    const right: string[] = [];
    for (const [questionNum, slot] of questions) {
      const value = valueOf(questionNum, slot);
      if (!value.trim()) continue;
      const { state, explanation } = rules.verdict(questionNum, slot, value);
      const question = rules.question?.(questionNum, slot);
      if (state === 'correct') right.push(keyOf(questionNum, slot));
      else if (state === 'incorrect' && question)
        wrong.push({
          questionKey: keyOf(questionNum, slot),
          questionNum,
          answer: value,
          ...question,
          ...(explanation ? { explanation } : {}),
        });
    }
    void recordMistakes(queryClient, item.code, wrong).catch(() => undefined);
    void markMistakesFixed(queryClient, item.code, right).catch(() => undefined);
  };

  useCompletionCode(
    item.code,
    typedSetComplete(rules.completion(valueOf), {
      minimumLength: rules.minimumLength,
      resetThisVisit: answers.resetThisVisit,
    }),
  );

  /** The verdict an input shows now: neutral while unchecked, focused or empty. */
  const shownVerdict = (questionNum: number, slot = 0): TypedVerdict => {
    const value = valueOf(questionNum, slot);
    return checks.shows(keyOf(questionNum, slot)) && value.trim()
      ? rules.verdict(questionNum, slot, value)
      : { state: 'neutral' };
  };

  /** Everything an AnswerField of this question and slot needs. */
  const field = (questionNum: number, slot = 0) => {
    const key = keyOf(questionNum, slot);
    const order = questionNum * 10 + slot;
    const value = valueOf(questionNum, slot);
    const verdict = shownVerdict(questionNum, slot);
    return {
      id: spec.columns.length === 1 ? `answer-${questionNum}` : `answer-${key}`,
      ref: (element: HTMLInputElement | null) => {
        navigation.register(order)(element);
        if (element) element.dataset['key'] = key;
      },
      value,
      state: verdict.state,
      ...(verdict.hint ? { hint: verdict.hint } : {}),
      ...(verdict.state === 'incorrect' ? feedbackDetail(verdict) : {}),
      onChange: (next: string) => {
        answers.setValue(questionNum, slot, next);
        checks.edited(key);
      },
      onFocus: (event: FocusEvent<HTMLInputElement>) => {
        navigation.lastFocused.current = event.currentTarget;
        checks.focus(key);
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        checks.leave(key);
        if (mode === 'eachAnswer') noteChecked([[questionNum, slot]]);
        if (!focusMovesToSave(event)) answers.autosaveOnLeave();
      },
      keyShortcuts: ANSWER_SHORTCUT,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        // Tab goes from input to input, so the row's answer button has a key of its own.
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          page.showAnswer(questionNum);
          return;
        }
        // Escape leaves the input for the row's own buttons (eye, answer, "My answer should count").
        if (event.key === 'Escape') {
          const button = rowControls(event.currentTarget)[0];
          if (button) {
            event.preventDefault();
            button.focus();
          }
          return;
        }
        navigation.onKeyDown(order)(event);
      },
    };
  };

  return {
    ...page,
    valueOf,
    shownVerdict,
    field,
    controls: {
      ...page.controls,
      saveButton: navigation.saveButton,
      feedback: {
        mode,
        onModeChange: setMode,
        onCheck: () => {
          checks.checkAll(keys);
          noteChecked(
            spec.questionNums.flatMap((questionNum) =>
              spec.columns.map((_, slot) => [questionNum, slot] as const),
            ),
          );
        },
      },
    },
    resetModal: {
      ...page.resetModal,
      onConfirm: () => {
        checks.clear();
        page.resetModal.onConfirm();
      },
    },
    /** Props of SpecialCharacters: they insert into the focused input (or the one focused last). */
    specialCharacters: {
      target: () => navigation.lastFocused.current,
      onInsert: (input: HTMLInputElement, value: string) => {
        const [questionNum, slot] = (input.dataset['key'] ?? '').split('-').map(Number);
        if (questionNum && slot !== undefined) answers.setValue(questionNum, slot, value);
      },
    },
  };
}
