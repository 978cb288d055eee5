import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CloseIcon } from '../../../components/ui/icons';
import { useShell, useShellActions, SHELL, type Toast } from '../../shell';

function ToastItem({ toast }: { readonly toast: Toast }) {
  const { t } = useTranslation();
  const { dismissToast } = useShellActions();
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), SHELL.toastMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, dismissToast]);
  return (
    <li className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="icon-button toast__close" onClick={() => dismissToast(toast.id)} aria-label={t('toasts.close')}>
        <CloseIcon />
      </button>
    </li>
  );
}

/**
 * Toasts at the top of the inline end (top right in English, top left in Arabic), each dismissed
 * after 5 s or by its close button. Errors are alerts; the rest are polite status messages. While a
 * drawer is open at the inline end they sit beside it, or at the foot of a screen it fills
 * (shell.css), so they never cover it.
 */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useShell((state) => state.toasts);
  const region = useRef<HTMLElement>(null);
  const newest = toasts.at(-1)?.id;
  useEffect(() => {
    // A manual popover sits in the top layer, so a toast shows above an open drawer's overlay too;
    // showing it again brings it above a drawer opened since: the mini-cart a cart event opens may
    // reach the top layer after the toast that confirms the same event. Showing a popover never
    // moves focus.
    const element = region.current;
    if (!element || typeof element.showPopover !== 'function') return;
    const raise = () => {
      if (element.matches(':popover-open')) element.hidePopover();
      if (newest !== undefined) element.showPopover();
    };
    raise();
    if (newest === undefined) return;
    const dialogs = new MutationObserver((changes) => {
      if (changes.some((change) => change.target instanceof HTMLDialogElement && change.target.open)) raise();
    });
    dialogs.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    return () => dialogs.disconnect();
  }, [newest]);
  return (
    <section ref={region} className="toast-region" popover="manual" aria-label={t('toasts.label')}>
      <ol className="toast-region__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
