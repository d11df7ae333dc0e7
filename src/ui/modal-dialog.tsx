import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

interface ModalDialogProps {
  readonly open: boolean;
  /** Esc, the close button or an action closed it. */
  readonly onClose: () => void;
  readonly labelledBy: string;
  /** 'message': full-screen on phones; 'status': a card; 'manager': the 400 px personal-manager card. */
  readonly variant: 'message' | 'status' | 'manager' | 'loading';
  /** A loading overlay cannot be dismissed by the user. */
  readonly dismissible?: boolean;
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * A modal on the native <dialog> element: the browser traps focus, restores it on close, puts
 * the dialog in the top layer and closes it on Esc. Lighter than Ionic's overlays, which keeps
 * them out of the first screen's JavaScript although the shell needs them from the start.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  variant,
  dismissible = true,
  busy,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Closed by going away (a dialog dismissed by the service): close() first, so the browser gives
  // the focus back to where it was instead of leaving it on the body.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`cb-modal cb-modal--${variant}`}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      onClose={onClose}
    >
      {open ? children : null}
    </dialog>
  );
}
