import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the foot of the modal. */
  actions?: ReactNode;
  description?: ReactNode;
}

/**
 * Every modal closes on a click outside it, on its close button and on Escape (spec §2);
 * focus is trapped inside while open and returns to where it was when it closes.
 */
export function Modal({ open, onOpenChange, title, children, actions, description }: ModalProps) {
  // Modals open from code as well as from buttons, so remember what had focus when one opened.
  const [restoreTo, setRestoreTo] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setRestoreTo(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal"
          // Without a description Radix must not point aria-describedby at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            if (restoreTo?.isConnected) {
              event.preventDefault();
              restoreTo.focus();
            }
          }}
        >
          <div className="modal-header">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button modal-close" aria-label="Close">
              ×
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="modal-description">{description}</Dialog.Description>
          ) : null}
          <div className="modal-body">{children}</div>
          {actions ? <div className="modal-actions">{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
