import { useRef, useState } from 'react';
import type { WordEntry } from '@grundlagen/content';
import type { PracticePageData } from '../practice-loader.ts';
import { usePracticeAnswers } from './use-practice-answers.ts';

/** The word "drills" or "exercises" in a page's modals (docs/product/screens.md "Modals and toasts"): exercises pages say exercises. */
export type PageType = 'd' | 'e';

/**
 * What every drill and exercise page has: its answers, the answer modal of one question,
 * Save and Reset (with the "Achtung!" confirmation) and the state of unsent answers.
 */
export function usePracticePage(
  data: PracticePageData,
  options: { saveAll?: boolean; afterReset?: () => void } = {},
) {
  const answers = usePracticeAnswers(data.spec, data.userId, { saveAll: options.saveAll ?? false });
  const [openAnswer, setOpenAnswer] = useState<number | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  const type: PageType = data.item.section === 'exercises' ? 'e' : 'd';
  return {
    answers,
    type,
    openAnswer,
    showAnswer: setOpenAnswer,
    closeAnswer: () => setOpenAnswer(null),
    controls: {
      saveButton,
      onSave: () => void answers.save(),
      onReset: () => setResetOpen(true),
      unsent: answers.unsent,
    },
    resetModal: {
      open: resetOpen,
      onOpenChange: setResetOpen,
      type,
      onConfirm: () => void answers.reset().then(options.afterReset),
    },
  };
}

/**
 * Vocabulary cheat links (docs/product/screens.md "Translation exercises"): off until the learner proceeds past the warning; a
 * clicked word shows its entry in the vocabulary box.
 */
export function useCheatLinks() {
  const [on, setOn] = useState(false);
  const [warningOpen, setWarningOpen] = useState(false);
  const [entry, setEntry] = useState<WordEntry | null>(null);
  return {
    on,
    entry,
    showWord: setEntry,
    toggle: () => {
      if (on) {
        setOn(false);
        setEntry(null);
      } else setWarningOpen(true);
    },
    warning: { open: warningOpen, onOpenChange: setWarningOpen, onProceed: () => setOn(true) },
  };
}
