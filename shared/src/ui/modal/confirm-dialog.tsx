import { type ReactNode, useRef, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../button/button';
import { useKitText } from '../use-kit-text';
import { Modal } from './modal';
import styles from './modal.module.css';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  /** What will happen, in the person's words ("You will receive 120 € in your account"). */
  description?: ReactNode;
  /** The irreversible part, highlighted ("This cannot be undone"). */
  consequence?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** Why the last confirm failed: said inside the dialog, which stays open so the person can retry or cancel. */
  error?: ReactNode;
  /** May return a promise: the dialog stays open and busy until it settles. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
  /** What the action asks for before it runs (the password that confirms a deletion). */
  children?: ReactNode;
};

/**
 * Asks before an irreversible action (cancel an interest, claim, pay, delete). Focus starts on
 * Cancel so a stray Enter does not confirm.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  consequence,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  error,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const text = useKitText();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      size="sm"
      initialFocusRef={cancelRef}
      dismissible={!busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? text('action.cancel')}
          </Button>
          <Button variant={tone} onClick={confirm} loading={busy}>
            {confirmLabel ?? text('action.confirm')}
          </Button>
        </>
      }
    >
      {consequence && (
        <p className={styles.consequence}>
          <TriangleAlert size={16} aria-hidden="true" />
          <span>{consequence}</span>
        </p>
      )}
      {children}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Modal>
  );
}
