import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { Markup } from '../../../components/ui/markup.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import type { PageType } from '../hooks/use-practice-page.ts';

const pageWord = (type: PageType) => (type === 'd' ? 'drills' : 'exercises');

/** "Achtung!" before a reset; the word reads drills for type "d", exercises otherwise (docs/product/screens.md "Modals and toasts"). */
export function ResetModal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: PageType;
  onConfirm: () => void;
}) {
  return (
    <ConfirmModal {...props} title="Achtung!" confirmLabel="OK" danger>
      <p>
        If you click OK you will permanently delete all your work on the {pageWord(props.type)} on this page.
      </p>
    </ConfirmModal>
  );
}

/** The warning before vocabulary cheat links are switched on (docs/product/screens.md "Modals and toasts"). */
export function CheatLinksModal({
  onProceed,
  type,
  ...props
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onProceed: () => void;
  type: PageType;
}) {
  return (
    <ConfirmModal {...props} title="Achtung! Not recommended." confirmLabel="Proceed" onConfirm={onProceed}>
      <p>
        Clicking Proceed activates links that show the vocabulary entry for most words in these{' '}
        {pageWord(type)}.
      </p>
      <p>
        You learn by trying to remember. Every word you look up is a recall you did not practise, so try to
        remember each word first and look it up only when you are truly stuck.{' '}
        <Link to="/how_to/tab=practice">Why?</Link>
      </p>
    </ConfirmModal>
  );
}

/** The answer of one question ("Sentence 3", "Situation 2", "Jumble 5"), open while a question is chosen. */
export function AnswerDetailsModal({
  noun,
  questionNum,
  onClose,
  children,
}: {
  noun: 'Sentence' | 'Situation' | 'Jumble';
  questionNum: number | null;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={questionNum !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`${noun} ${questionNum ?? ''}`}
    >
      {children}
    </Modal>
  );
}

/** The explanations of an answer, then its notes, as definition-list entries. */
export function AnswerExplanations({
  explanations,
  notes,
}: {
  explanations: readonly string[] | undefined;
  notes: readonly string[] | undefined;
}) {
  return (
    <>
      {explanations?.map((text) => (
        <dd key={text}>
          <Markup text={text} />
        </dd>
      ))}
      <AnswerNotes notes={notes} />
    </>
  );
}

/** The notes of an answer, each "Note: …", as definition-list entries or paragraphs. */
export function AnswerNotes({
  notes,
  as: Tag = 'dd',
}: {
  notes: readonly string[] | undefined;
  as?: 'dd' | 'p';
}) {
  return (
    <>
      {notes?.map((note) => (
        <Tag key={note}>
          Note: <Markup text={note} />
        </Tag>
      ))}
    </>
  );
}
