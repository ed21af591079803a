import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { readApiError, useAddressQuery, useCurrency, useDownload, useNotify } from 'host/platform';
import { formatDate, localeOf, payoutBatchesQuerySchema, type PayoutBatchStatus, type PayoutBatchSummary, type PayoutLeftOutReason } from 'shared';
import { Badge, Button, ConfirmDialog, EmptyState, ListFooter, ListTable, Modal, PageHeader, QueryState, type Column } from 'shared/ui';
import { payoutFilePath, useBatchClaims, usePayoutBatch, usePayoutBatches, useSettleBatch } from './payouts.api';
import styles from './payouts.module.css';

const STATUS_LABELS = { generated: 'payouts.status.generated', settled: 'payouts.status.settled' } as const satisfies Record<PayoutBatchStatus, string>;
const REASON_LABELS = {
  no_iban: 'payouts.reason.no_iban',
  invalid_iban: 'payouts.reason.invalid_iban',
  zero_amount: 'payouts.reason.zero_amount',
} as const satisfies Record<PayoutLeftOutReason, string>;
/** The refusals a manager can meet here, said in their words; anything else is "try again". */
const ERROR_LABELS: Readonly<
  Record<string, 'payouts.errors.payout_batch_already_settled' | 'payouts.errors.nothing_to_pay_out' | 'payouts.errors.payout_account_required' | 'payouts.errors.payout_currency_not_sepa'>
> = {
  payout_batch_already_settled: 'payouts.errors.payout_batch_already_settled',
  nothing_to_pay_out: 'payouts.errors.nothing_to_pay_out',
  payout_account_required: 'payouts.errors.payout_account_required',
  payout_currency_not_sepa: 'payouts.errors.payout_currency_not_sepa',
};

type Asking = { kind: 'settle'; batch: PayoutBatchSummary } | { kind: 'claims' } | null;

/**
 * /manager/payouts: the SEPA credit-transfer batches of earnings (with the tenant's payout module
 * on `sepa`). A manager downloads each file for the bank, marks it settled once the bank executed
 * it (the earnings' delivered date), sees who was left out of it and why, and batches the claims
 * of investors who were left out and have since claimed with an IBAN.
 */
export default function PayoutsScreen() {
  const { t } = useTranslation('manager');
  const { query, update } = useAddressQuery(payoutBatchesQuerySchema);
  const list = usePayoutBatches(query.page);
  const [asking, setAsking] = useState<Asking>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [leftOutOf, setLeftOutOf] = useState<string | null>(null);
  const settle = useSettleBatch();
  const claims = useBatchClaims();
  const notify = useNotify();
  const { format } = useCurrency();
  const columns = usePayoutColumns({ onSettle: (batch) => ask({ kind: 'settle', batch }), onLeftOut: setLeftOutOf });

  function ask(next: Asking) {
    setFailure(null);
    setAsking(next);
  }

  async function confirm() {
    try {
      if (asking?.kind === 'settle') {
        await settle.mutateAsync(asking.batch.id);
        notify.success('manager:payouts.settle.done');
      } else {
        await claims.mutateAsync();
        notify.success('manager:payouts.claims.done');
      }
      setAsking(null);
    } catch (error) {
      const { key } = readApiError(error);
      setFailure(t((key && ERROR_LABELS[key]) || 'payouts.errors.failed'));
    }
  }

  const queued = list.data?.queued_claims;
  return (
    <div className={styles.page}>
      <PageHeader title={t('payouts.title')} description={t('payouts.description')} />
      {queued && queued.count > 0 && (
        <div className={styles.queued}>
          <span>{t('payouts.claims.queued', { count: queued.count, total: format(queued.total) })}</span>
          <Button variant="primary" onClick={() => ask({ kind: 'claims' })}>
            {t('payouts.claims.action')}
          </Button>
        </div>
      )}
      <QueryState query={list} errorTitle={t('payouts.error')} loadingLabel={t('payouts.loading')}>
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState title={t('payouts.empty.title')} description={t('payouts.empty.description')} />
          ) : (
            <>
              <ListTable
                caption={t('payouts.caption')}
                hideCaption
                columns={columns}
                rows={data.data}
                rowKey={(row) => row.id}
                stale={list.isPlaceholderData}
                busy={list.isFetching}
              />
              <ListFooter page={query.page} perPage={query.per_page} totalPages={data.meta.total_pages} onChange={update} />
            </>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={asking !== null}
        title={t(asking?.kind === 'settle' ? 'payouts.settle.title' : 'payouts.claims.title')}
        description={
          asking?.kind === 'settle'
            ? t('payouts.settle.description', { count: asking.batch.transactions, total: format(asking.batch.total) })
            : t('payouts.claims.description', { count: queued?.count ?? 0, total: format(queued?.total ?? '0.00') })
        }
        consequence={t(asking?.kind === 'settle' ? 'payouts.settle.consequence' : 'payouts.claims.consequence')}
        confirmLabel={t(asking?.kind === 'settle' ? 'payouts.settle.confirm' : 'payouts.claims.confirm')}
        cancelLabel={t('payouts.keep')}
        tone="primary"
        error={failure}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
      <LeftOutDialog batchId={leftOutOf} onClose={() => setLeftOutOf(null)} />
    </div>
  );
}

/** The batches' columns: when and what first (a card's title on phones), the actions last. */
function usePayoutColumns({ onSettle, onLeftOut }: { onSettle: (batch: PayoutBatchSummary) => void; onLeftOut: (id: string) => void }): Column<PayoutBatchSummary>[] {
  const { t, i18n } = useTranslation(['manager', 'domain']);
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  return useMemo(
    () => [
      {
        id: 'batch',
        header: t('payouts.column.batch'),
        cell: (batch) => (
          <span className={styles.stack}>
            <strong>
              {batch.distribution
                ? t('payouts.kind.distribution', { project: batch.distribution.project_title, type: t(`domain:earning_type.${batch.distribution.type}`) })
                : t('payouts.kind.claims')}
            </strong>
            <span className={styles.muted}>{batch.message_id}</span>
          </span>
        ),
      },
      { id: 'date', header: t('payouts.column.date'), cell: (batch) => <span className={styles.nowrap}>{formatDate(batch.execution_date, locale)}</span> },
      { id: 'count', header: t('payouts.column.count'), numeric: true, cell: (batch) => batch.transactions },
      { id: 'total', header: t('payouts.column.total'), numeric: true, cell: (batch) => <span data-testid="payout-total">{format(batch.total)}</span> },
      {
        id: 'status',
        header: t('payouts.column.status'),
        cell: (batch) => (
          <span className={styles.stack}>
            <Badge label={t(STATUS_LABELS[batch.status])} tone={batch.status === 'settled' ? 'success' : 'warning'} />
            {batch.settled_date && <span className={styles.muted}>{t('payouts.settled_on', { date: formatDate(batch.settled_date, locale) })}</span>}
          </span>
        ),
      },
      {
        id: 'left_out',
        header: t('payouts.column.left_out'),
        cell: (batch) =>
          batch.left_out === 0 ? (
            <span className={styles.muted}>—</span>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => onLeftOut(batch.id)}>
              {t('payouts.left_out.show', { count: batch.left_out })}
            </Button>
          ),
      },
      {
        id: 'actions',
        header: t('payouts.column.actions'),
        cell: (batch) => (
          <span className={styles.actions}>
            {batch.has_file && <FileDownload batch={batch} />}
            {batch.status === 'generated' && batch.transactions > 0 && (
              <Button size="sm" variant="secondary" onClick={() => onSettle(batch)}>
                {t('payouts.settle.action')}
              </Button>
            )}
          </span>
        ),
      },
    ],
    [t, locale, format, onSettle, onLeftOut],
  );
}

function FileDownload({ batch }: { batch: PayoutBatchSummary }) {
  const { t } = useTranslation('manager');
  const download = useDownload();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const get = async () => {
    setFailed(false);
    setBusy(true);
    try {
      await download(payoutFilePath(batch.id), `pain001-${batch.execution_date}-${batch.message_id}.xml`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" icon={<Download size={14} aria-hidden="true" />} loading={busy} onClick={() => void get()} aria-label={t('payouts.download_of', { id: batch.message_id })}>
        {t('payouts.download')}
      </Button>
      {failed && (
        <span role="alert" className={styles.error}>
          {t('payouts.download_error')}
        </span>
      )}
    </>
  );
}

/** Who was left out of a batch's file and why; they are paid when they claim with an IBAN. */
function LeftOutDialog({ batchId, onClose }: { batchId: string | null; onClose: () => void }) {
  const { t } = useTranslation('manager');
  const { format } = useCurrency();
  const batch = usePayoutBatch(batchId);
  return (
    <Modal open={batchId !== null} onClose={onClose} title={t('payouts.left_out.title')} description={t('payouts.left_out.description')} closeLabel={t('payouts.left_out.close')}>
      <QueryState query={batch} errorTitle={t('payouts.left_out.error')}>
        {(data) => (
          <ul className={styles.leftOut}>
            {data.items
              .filter((item) => item.left_out_reason !== null)
              .map((item) => (
                <li key={item.earning_id}>
                  <span className={styles.stack}>
                    <strong>{item.investor.name}</strong>
                    <span className={styles.muted}>{t(REASON_LABELS[item.left_out_reason ?? 'no_iban'])}</span>
                  </span>
                  <span>{format(item.amount)}</span>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </Modal>
  );
}
