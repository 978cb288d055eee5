import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { CloseIcon } from './icons';

interface DrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The accessible name of the drawer. */
  readonly title: string;
  readonly children: ReactNode;
  readonly className?: string | undefined;
  /** Which side: the inline end by default (right in English, left in Arabic); menus open at the start. */
  readonly side?: 'start' | 'end' | undefined;
}

/** What Tab can reach inside a drawer. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Where focus goes back when a drawer closes. A drawer opened from inside another (the menu's
 * language entry) inherits the first one's opener, since its own opener disappears with it.
 */
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

function openerFor(active: Element | null): HTMLElement | undefined {
  if (!(active instanceof HTMLElement) || active === document.body) return undefined;
  const host = active.closest('dialog');
  return host ? openers.get(host) : active;
}

/**
 * A drawer built on the native modal dialog: the page behind is inert, focus moves in and stays
 * in, Escape and the overlay close it, and focus goes back to what opened it.
 */
export function Drawer({ open, onClose, title, children, className, side = 'end' }: DrawerProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const opener = openerFor(document.activeElement);
      if (opener) openers.set(element, opener);
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
      const opener = openers.get(element);
      openers.delete(element);
      // When another drawer took over, focus stays in that one.
      if (opener?.isConnected && !document.querySelector('dialog[open]')) opener.focus();
      onClose();
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [onClose]);

  return (
    <dialog
      ref={dialog}
      className={`drawer drawer--${side} ${className ?? ''}`}
      aria-label={title}
      onKeyDown={(event) => {
        // Tab goes round inside the drawer rather than out to the browser's own controls.
        if (event.key !== 'Tab') return;
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
        const first = focusable[0];
        const last = focusable.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
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
