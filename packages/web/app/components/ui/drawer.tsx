import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

interface DrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The accessible name of the drawer. */
  readonly title: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * A drawer on the inline-end side (right in English, left in Arabic), built on the native modal
 * dialog: the page behind is inert, focus moves in and stays in, Escape and the overlay close it,
 * and focus goes back to what opened it.
 */
export function Drawer({ open, onClose, title, children, className }: DrawerProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      // The dialog would focus its first control, the close button; the drawer's main field comes first.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // `close` fires for Escape, for `close()` and for a form with method="dialog" alike.
    const closed = () => {
      opener.current?.focus();
      opener.current = null;
      onClose();
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [onClose]);

  return (
    <dialog
      ref={dialog}
      className={`drawer ${className ?? ''}`}
      aria-label={title}
      onClick={(event) => {
        // A click on the dialog box itself, outside its panel, is a click on the overlay.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="drawer__panel">
        <div className="drawer__head">
          <h2 className="drawer__title">{title}</h2>
          <button type="button" className="icon-button" onClick={() => dialog.current?.close()} aria-label={t('drawer.close')}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
