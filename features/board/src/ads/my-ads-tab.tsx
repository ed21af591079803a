import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError, useAddressQuery, useNotify } from 'host/platform';
import type { Ad } from 'shared';
import { Button, ConfirmDialog, EmptyState, ListFooter, LoadError, Skeleton } from 'shared/ui';
import type { Opening } from '../board.screen';
import { useMyAds, useWithdrawAd } from '../board.api';
import { myAdsQuerySchema } from '../board-queries';
import { AdCard } from './ad-card';
import { AdConversations } from './ad-conversations';
import styles from '../board.module.css';

const isOpen = (ad: Ad) => ad.status === 'in_review' || ad.status === 'published';

/** The investor's ads in every status, why one was rejected or withdrawn, and edit, withdraw and transfer on open ones. */
export function MyAdsTab({ onOpen, inPerson }: { onOpen: (opening: Opening) => void; inPerson: boolean }) {
  const { t } = useTranslation('board');
  const notify = useNotify();
  const { query, update } = useAddressQuery(myAdsQuerySchema);
  const ads = useMyAds(query);
  const withdraw = useWithdrawAd();
  const [withdrawing, setWithdrawing] = useState<Ad | null>(null);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);

  async function confirmWithdraw() {
    if (!withdrawing) return;
    try {
      await withdraw.mutateAsync(withdrawing.id);
      notify.success('board:board.withdraw.done', { reference: withdrawing.reference });
      setWithdrawing(null);
    } catch (error) {
      setWithdrawError(readApiError(error).key === 'ad_not_open' ? t('board.form.errors.ad_not_open') : t('board.form.errors.failed'));
    }
  }

  if (ads.isError && !ads.data) {
    return (
      <div className={styles.panel}>
        <LoadError title={t('board.mine.error')} retrying={ads.isFetching} onRetry={() => void ads.refetch()} />
      </div>
    );
  }
  if (!ads.data) {
    return (
      <div className={styles.panel} role="status" aria-busy="true" aria-label={t('board.mine.loading')}>
        <Skeleton shape="rect" height="12rem" />
      </div>
    );
  }
  const { data, meta } = ads.data;
  const askWithdraw = (ad: Ad) => {
    setWithdrawError(null);
    setWithdrawing(ad);
  };
  return (
    <div className={styles.panel}>
      {data.length === 0 ? (
        <EmptyState title={t('board.mine.empty.title')} description={t('board.mine.empty.description')} action={<Button disabled={!inPerson} onClick={() => onOpen({ kind: 'ad' })}>{t('board.new_ad')}</Button>} />
      ) : (
        <ul className={styles.cards} aria-label={t('board.mine.list_label')}>
          {data.map((ad) => (
            <li key={ad.id}>
              <AdCard ad={ad} showStatus headingLevel={2} action={<OwnAdActions ad={ad} inPerson={inPerson} onOpen={onOpen} onWithdraw={askWithdraw} />} />
            </li>
          ))}
        </ul>
      )}
      {meta.total_pages > 1 && <ListFooter page={query.page} perPage={query.per_page} totalPages={meta.total_pages} onChange={update} />}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('board.withdraw.title')}
        description={withdrawing ? t('board.withdraw.description', { reference: withdrawing.reference }) : undefined}
        consequence={t('board.withdraw.consequence')}
        confirmLabel={t('board.withdraw.confirm')}
        cancelLabel={t('board.withdraw.keep')}
        tone="danger"
        error={withdrawError}
        onConfirm={confirmWithdraw}
        onCancel={() => setWithdrawing(null)}
      />
    </div>
  );
}

/** Under the author's own ad: why it was rejected and what to do, edit, withdraw and transfer while open, and its threads. */
function OwnAdActions({ ad, inPerson, onOpen, onWithdraw }: { ad: Ad; inPerson: boolean; onOpen: (opening: Opening) => void; onWithdraw: (ad: Ad) => void }) {
  const { t } = useTranslation('board');
  return (
    <>
      {ad.rejection_reason && (
        <p className={styles.muted}>
          <strong>{t(`board.mine.reason.${ad.rejection_reason}`)}</strong> {t(`board.mine.next.${ad.rejection_reason}`)}
        </p>
      )}
      {ad.status === 'in_review' && <p className={styles.muted}>{t('board.mine.in_review')}</p>}
      {isOpen(ad) && (
        <span className={styles.actions}>
          <Button size="sm" variant="secondary" disabled={!inPerson} onClick={() => onOpen({ kind: 'ad', ad })} aria-label={t('board.mine.edit_named', { reference: ad.reference })}>
            {t('board.mine.edit')}
          </Button>
          <Button size="sm" variant="secondary" disabled={!inPerson} onClick={() => onWithdraw(ad)} aria-label={t('board.withdraw.named', { reference: ad.reference })}>
            {t('board.withdraw.action')}
          </Button>
          {ad.type === 'sell' && ad.status === 'published' && (
            <Button size="sm" disabled={!inPerson} onClick={() => onOpen({ kind: 'transfer', fromAd: { ad_id: ad.id, issuance_id: ad.project.id, tokens: ad.tokens, unit_price: ad.unit_price, reference: ad.reference } })} aria-label={t('board.mine.transfer_named', { reference: ad.reference })}>
              {t('board.mine.transfer')}
            </Button>
          )}
        </span>
      )}
      <AdConversations ad={ad} />
    </>
  );
}
