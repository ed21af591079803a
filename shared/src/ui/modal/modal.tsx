import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { X } from 'lucide-react';
import { useKitText } from '../use-kit-text';
import { focusableWithin } from './focusable';
import styles from './modal.module.css';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Where focus lands on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Escape and the overlay close unless an action is running. */
  dismissible?: boolean;
  closeLabel?: string;
  children?: ReactNode;
};

/**
 * A modal dialog on the native `<dialog>` opened with `showModal()`: the browser makes the rest
 * of the page inert (no focus, no clicks, hidden from screen readers) and keeps it in the top
 * layer. Focus moves in on open and returns to the opener on close; Escape and a click on the
 * backdrop close it while it is dismissible.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  footer,
  size = 'md',
  initialFocusRef,
  dismissible = true,
  closeLabel,
  children,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const text = useKitText();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target = initialFocusRef?.current ?? focusableWithin(dialog)[0] ?? dialog;
    target.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  // The browser keeps focus out of the inert page but lets Tab leave for its own toolbar;
  // wrapping from the last control to the first keeps a keyboard user inside the dialog.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableWithin(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // The dialog element is the one that sees a click on its backdrop and a Tab from its last
    // control; keyboard users close it with Escape (its cancel event).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={[styles.dialog, styles[size]].join(' ')}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // The browser would close it by itself: the parent owns `open`, so it decides.
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onMouseDown={(event) => {
        // Only the backdrop reaches the dialog element itself; its content fills the box.
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel ?? text('dialog.close')}>
              <X size={20} aria-hidden="true" />
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </dialog>
  );
}
