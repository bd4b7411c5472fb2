import * as Dialog from '@radix-ui/react-dialog';
import type { ModalProps } from './modal.tsx';
import './modal-dialog.css';

/** The Radix dialog behind `Modal` (its own chunk: see modal.tsx). */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  children,
  actions,
  description,
  restoreTo,
}: ModalProps & { restoreTo: HTMLElement | null }) {
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
