import type { ReactNode } from 'react';
import { Modal } from './modal.tsx';

interface ConfirmModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The confirming button's text: "OK", "Proceed". */
  confirmLabel: string;
  /** A destructive action gets the danger style. */
  danger?: boolean;
  onConfirm: () => void;
  children: ReactNode;
}

/** A question with Cancel and a confirming button; confirming closes the modal first. */
export function ConfirmModal({
  open,
  onOpenChange,
  title,
  confirmLabel,
  danger = false,
  onConfirm,
  children,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button
            type="button"
            className={danger ? 'button button-danger' : 'button'}
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
