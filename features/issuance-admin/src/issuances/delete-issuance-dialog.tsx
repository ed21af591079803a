import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { Button, Modal } from 'shared/ui';
import { isApiError } from 'host/platform';
import styles from './issuances.module.css';

type Outcome = 'asking' | 'refused' | 'failed';

type DeleteIssuanceDialogProps = {
  /** The issuance to delete; the dialog is open while it is set. */
  issuance: { id: string | number; title: string } | null;
  /** The i18next context of the tenant's wording. */
  wording: string | undefined;
  /** Deletes it; rejects with the API's answer when it is refused. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * Names the consequence before an irreversible delete, and explains the API's refusal of an
 * issuance with investments in place: the person learns that nothing was lost.
 */
export function DeleteIssuanceDialog({ issuance, wording, onConfirm, onClose }: DeleteIssuanceDialogProps) {
  const { t } = useTranslation(['issuance-admin', 'ui']);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [outcome, setOutcome] = useState<Outcome>('asking');
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState(issuance?.id);

  // A new issuance starts a new question, not the previous one's answer.
  if (issuance?.id !== shownFor) {
    setShownFor(issuance?.id);
    setOutcome('asking');
  }

  if (!issuance) return null;
  const title = issuance.title;

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      // The API refuses to delete an issuance that already has investments.
      setOutcome(isApiError(error, { status: 409, key: 'issuance_has_investments' }) ? 'refused' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  if (outcome === 'refused') {
    return (
      <Modal
        open
        size="sm"
        onClose={onClose}
        title={t('issuances.delete.refused_title', { title })}
        footer={
          <Button variant="primary" onClick={onClose}>
            {t('ui:action.close')}
          </Button>
        }
      >
        <p className={styles.refused} role="alert">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{t('issuances.delete.refused', { context: wording })}</span>
        </p>
      </Modal>
    );
  }

  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      title={t('issuances.delete.title', { title })}
      description={t('issuances.delete.description')}
      initialFocusRef={cancelRef}
      dismissible={!busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {t('ui:action.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={busy}>
            {t('issuances.delete.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.consequence}>
        <TriangleAlert size={16} aria-hidden="true" />
        <span>{t('issuances.delete.consequence')}</span>
      </p>
      {outcome === 'failed' && (
        <p className={styles.dialogError} role="alert">
          {t('issuances.delete.failed')}
        </p>
      )}
    </Modal>
  );
}
