import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '@/i18n/language';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** Shows the close button in the corner (default true). */
  closable?: boolean;
  /** The button area under the content. */
  actions?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null,
  );
}

/**
 * Full-page modal on a native <dialog> opened with showModal(): the page behind is inert, Escape and a
 * click on the dimmed backdrop close it, Tab cycles inside, and focus goes back where it was on close.
 * Put `data-autofocus` on the element that should take focus first.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  closable = true,
  actions,
  label,
  size = 'small',
  children,
}: Omit<ModalProps, 'open'>) {
  const t = useMessages();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    document.documentElement.classList.add('has-modal');
    return () => {
      if (dialog.open) dialog.close();
      document.documentElement.classList.remove('has-modal');
      returnFocusTo?.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      onCancel={(event) => {
        // Escape: the parent owns the open state, so it decides; the dialog must not close by itself.
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={handleKeyDown}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that starts and ends on the backdrop closes; a text selection dragged out does not.
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onCloseRef.current();
      }}
    >
      <div className={`modal__panel modal__panel--${size}`}>
        {(title || closable) && (
          <header className="modal__header">
            {title && (
              <h2 id={titleId} className="modal__title">
                {title}
              </h2>
            )}
            {closable && (
              <button
                type="button"
                className="icon-button modal__close"
                aria-label={t.common.close}
                onClick={() => onCloseRef.current()}
              >
                <X aria-hidden="true" size={20} />
              </button>
            )}
          </header>
        )}
        <div className="modal__content">{children}</div>
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </dialog>
  );
}
