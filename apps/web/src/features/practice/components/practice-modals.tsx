import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';

/** "Achtung!" before a reset; the word reads drills for type "d", exercises otherwise (spec §2). */
export function ResetModal({
  open,
  onOpenChange,
  type,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: 'd' | 'e';
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Achtung!"
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            OK
          </button>
        </>
      }
    >
      <p>
        If you click OK you will permanently delete all your work on the{' '}
        {type === 'd' ? 'drills' : 'exercises'} on this page.
      </p>
    </Modal>
  );
}

/** The warning before vocabulary cheat links are switched on (spec §2). */
export function CheatLinksModal({
  open,
  onOpenChange,
  onProceed,
  type,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onProceed: () => void;
  type: 'd' | 'e';
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Achtung! Not recommended."
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              onOpenChange(false);
              onProceed();
            }}
          >
            Proceed
          </button>
        </>
      }
    >
      <p>
        Clicking Proceed activates links that show the vocabulary entry for most words in these{' '}
        {type === 'd' ? 'drills' : 'exercises'}.
      </p>
      <p>
        You learn by trying to remember. Every word you look up is a recall you did not practise, so try to
        remember each word first and look it up only when you are truly stuck.{' '}
        <Link to="/how_to/tab=practice">Why?</Link>
      </p>
    </Modal>
  );
}
