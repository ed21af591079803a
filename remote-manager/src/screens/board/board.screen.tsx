import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import { readApiError, useCurrency, useNotify } from 'host/platform';
import { AD_STATUSES, AD_TYPES, adWithdrawRequestSchema, boardQuerySchema, formatDate, localeOf, type Ad, type AdRejectionReason, type BoardQuery } from 'shared';
import { Button, EmptyState, Modal, PageHeader, Pagination, Select, Skeleton, StatusBadge, Textarea } from 'shared/ui';
import { useModeratedAds, useWithdrawAd } from './board.api';
import tableStyles from 'shared/ui/data-table.module.css';
import styles from './board.module.css';

const KEYS = ['status', 'type', 'page'] as const;

/** The status, type and page the address names; a value the API would refuse is dropped. */
function readSearch(params: URLSearchParams): BoardQuery {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  const parsed = v.safeParse(boardQuerySchema, raw);
  return parsed.success ? parsed.output : v.parse(boardQuerySchema, {});
}

/** Each reason by its full key, so the message check sees every one used. */
const REASON_KEYS = {
  unsafe_text: 'board.reason.unsafe_text',
  tokens_not_available: 'board.reason.tokens_not_available',
  issuance_not_tradable: 'board.reason.issuance_not_tradable',
  withdrawn_by_manager: 'board.reason.withdrawn_by_manager',
} as const satisfies Record<AdRejectionReason, string>;

const isOpen = (ad: Ad) => ad.status === 'in_review' || ad.status === 'published';

/**
 * /manager/board: every ad of the bulletin board in any status, filterable by status and type,
 * and Withdraw with a reason the author is told (an ad that breaks the rules or misleads).
 */
export default function BoardModerationScreen() {
  const { t, i18n } = useTranslation(['manager', 'domain']);
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const query = readSearch(params);
  const ads = useModeratedAds(query);
  const withdraw = useWithdrawAd();
  const [withdrawing, setWithdrawing] = useState<Ad | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  function update(changes: Partial<Record<(typeof KEYS)[number], string | undefined>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  async function confirm() {
    if (!withdrawing) return;
    const parsed = v.safeParse(adWithdrawRequestSchema, { reason });
    if (!reason.trim() || !parsed.success) {
      setReasonError(reason.trim() ? t('board.withdraw.reason_invalid') : t('board.withdraw.reason_required'));
      return;
    }
    try {
      await withdraw.mutateAsync({ id: withdrawing.id, reason: reason.trim() });
      notify.success('manager:board.withdraw.done', { reference: withdrawing.reference });
      setWithdrawing(null);
    } catch (error) {
      setReasonError(readApiError(error).key === 'ad_not_open' ? t('board.withdraw.not_open') : t('board.withdraw.failed'));
    }
  }

  function results() {
    if (ads.isPending) {
      return (
        <div role="status" aria-busy="true" aria-label={t('board.loading')}>
          <Skeleton shape="rect" height="12rem" />
        </div>
      );
    }
    if (ads.isError) {
      return <EmptyState title={t('board.error')} action={<Button variant="secondary" onClick={() => void ads.refetch()}>{t('board.retry')}</Button>} />;
    }
    const { data, meta } = ads.data;
    if (data.length === 0) return <EmptyState title={t('board.empty')} description={t('board.empty_hint')} />;
    const headers = {
      reference: t('board.columns.reference'),
      project: t('board.columns.project'),
      author: t('board.columns.author'),
      tokens: t('board.columns.tokens'),
      price: t('board.columns.unit_price'),
      amount: t('board.columns.amount'),
      status: t('board.columns.status'),
      actions: t('board.columns.actions'),
    };
    return (
      <>
        <div className={tableStyles.wrapper}>
          <table className={tableStyles.table} aria-busy={ads.isPlaceholderData || undefined}>
            <caption className={tableStyles.hidden}>{t('board.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{headers.reference}</th>
                <th scope="col">{headers.project}</th>
                <th scope="col">{headers.author}</th>
                <th scope="col" className={tableStyles.numeric}>{headers.tokens}</th>
                <th scope="col" className={tableStyles.numeric}>{headers.price}</th>
                <th scope="col" className={tableStyles.numeric}>{headers.amount}</th>
                <th scope="col">{headers.status}</th>
                <th scope="col">{headers.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((ad) => (
                <tr key={ad.id}>
                  <th scope="row" data-label={headers.reference}>
                    <span className={styles.stack}>
                      <span>{ad.reference}</span>
                      <span className={tableStyles.muted}>{t(`domain:ad_type.${ad.type}`)} · {formatDate(ad.created_at.slice(0, 10), locale)}</span>
                    </span>
                  </th>
                  <td data-label={headers.project}>
                    <span className={styles.stack}>
                      <span>{ad.project.title}</span>
                      {ad.description && <span className={tableStyles.muted}>{ad.description}</span>}
                    </span>
                  </td>
                  <td data-label={headers.author}>{ad.author.name}</td>
                  <td data-label={headers.tokens} className={tableStyles.numeric}>{`${ad.tokens} ${ad.project.token_symbol}`}</td>
                  <td data-label={headers.price} className={tableStyles.numeric}>{format(ad.unit_price)}</td>
                  <td data-label={headers.amount} className={tableStyles.numeric}>{format(ad.amount)}</td>
                  <td data-label={headers.status}>
                    <span className={styles.stack}>
                      <StatusBadge kind="ad" status={ad.status} />
                      {ad.rejection_reason && <span className={tableStyles.muted}>{t(REASON_KEYS[ad.rejection_reason])}</span>}
                    </span>
                  </td>
                  <td data-label={headers.actions}>
                    {isOpen(ad) && (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('board.withdraw.named', { reference: ad.reference })}
                        onClick={() => {
                          setReason('');
                          setReasonError(null);
                          setWithdrawing(ad);
                        }}
                      >
                        {t('board.withdraw.action')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={meta.page} pageCount={Math.max(1, meta.total_pages)} onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('board.title')} description={t('board.description')} />
      <div className={styles.filters} role="search" aria-label={t('board.filters')}>
        <Select
          label={t('board.columns.status')}
          placeholder={t('board.any_status')}
          options={AD_STATUSES.map((status) => ({ value: status, label: t(`domain:ad_status.${status}`) }))}
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
        />
        <Select
          label={t('board.type')}
          placeholder={t('board.any_type')}
          options={AD_TYPES.map((type) => ({ value: type, label: t(`domain:ad_type.${type}`) }))}
          value={query.type ?? ''}
          onChange={(event) => update({ type: event.target.value })}
        />
      </div>
      {results()}
      <Modal
        open={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={t('board.withdraw.title', { reference: withdrawing?.reference ?? '' })}
        description={t('board.withdraw.description')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setWithdrawing(null)}>
              {t('board.withdraw.keep')}
            </Button>
            <Button variant="danger" loading={withdraw.isPending} onClick={() => void confirm()}>
              {t('board.withdraw.confirm')}
            </Button>
          </>
        }
      >
        <Textarea label={t('board.withdraw.reason')} hint={t('board.withdraw.reason_hint')} value={reason} rows={4} maxLength={500} error={reasonError ?? undefined} onChange={(event) => setReason(event.target.value)} required />
      </Modal>
    </div>
  );
}
