import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { readApiError, useNotify } from 'host/platform';
import { adWithdrawRequestSchema, type Ad } from 'shared';
import { Button, Modal, Textarea } from 'shared/ui';
import { useWithdrawAd } from './moderation.api';

/** Withdraw an open ad, only with a reason (the author is told it); says why the API refused. */
export function WithdrawDialog({ ad, onClose }: { ad: Ad; onClose: () => void }) {
  const { t } = useTranslation('board');
  const notify = useNotify();
  const withdraw = useWithdrawAd();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function confirm() {
    const parsed = v.safeParse(adWithdrawRequestSchema, { reason });
    if (!reason.trim() || !parsed.success) {
      setReasonError(reason.trim() ? t('moderation.withdraw.reason_invalid') : t('moderation.withdraw.reason_required'));
      return;
    }
    try {
      await withdraw.mutateAsync({ id: ad.id, reason: reason.trim() });
      notify.success('board:moderation.withdraw.done', { reference: ad.reference });
      onClose();
    } catch (error) {
      setReasonError(readApiError(error).key === 'ad_not_open' ? t('moderation.withdraw.not_open') : t('moderation.withdraw.failed'));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('moderation.withdraw.title', { reference: ad.reference })}
      description={t('moderation.withdraw.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('moderation.withdraw.keep')}
          </Button>
          <Button variant="danger" loading={withdraw.isPending} onClick={() => void confirm()}>
            {t('moderation.withdraw.confirm')}
          </Button>
        </>
      }
    >
      <Textarea label={t('moderation.withdraw.reason')} hint={t('moderation.withdraw.reason_hint')} value={reason} rows={4} maxLength={500} error={reasonError ?? undefined} onChange={(event) => setReason(event.target.value)} required />
    </Modal>
  );
}
