import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the foot of the modal. */
  actions?: ReactNode;
  description?: ReactNode;
}

type Dialog = ComponentType<ModalProps & { restoreTo: HTMLElement | null }>;

// The dialog (Radix: focus trap, scroll lock, dismissable layer) is its own chunk, fetched when
// the browser is idle after the first page or when a modal first opens: no page shows a modal
// when it opens, so it never weighs on the first page.
let dialog: Promise<Dialog> | undefined;
let loadedDialog: Dialog | null = null;

/** Fetches the dialog's chunk once (again after a failure: the server may be back). */
export function loadModal(): Promise<Dialog> {
  dialog ??= import('./modal-dialog.tsx').then(
    (module) => (loadedDialog = module.ModalDialog),
    (error: unknown) => {
      dialog = undefined;
      throw error;
    },
  );
  return dialog;
}

/**
 * Every modal closes on a click outside it, on its close button and on Escape (docs/product/screens.md "Modals and toasts");
 * focus is trapped inside while open and returns to where it was when it closes.
 */
export function Modal(props: ModalProps) {
  const { open } = props;
  const [Dialog, setDialog] = useState(() => loadedDialog);
  // Modals open from code as well as from buttons, so remember what had focus when one opened.
  const [restoreTo, setRestoreTo] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setRestoreTo(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  useEffect(() => {
    if (!open || Dialog) return;
    let current = true;
    loadModal().then(
      (loaded) => {
        if (current) setDialog(() => loaded);
      },
      () => undefined, // shown when it next opens, if the chunk can be fetched then
    );
    return () => {
      current = false;
    };
  }, [open, Dialog]);
  return Dialog ? <Dialog {...props} restoreTo={restoreTo} /> : null;
}
