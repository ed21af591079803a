import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError, useCurrency, useNotify } from 'host/platform';
import { formatDate, localeOf, type Refund, type RefundReason, type RefundStatus } from 'shared';
import { Badge, Button, ConfirmDialog, EmptyState, ListTable, QueryState, Textarea, type Column } from 'shared/ui';
import { useMarkRefundPaid, usePayRefund, useRefunds } from './refunds.api';
import styles from './refunds.module.css';

const STATUS_LABELS = {
  pending: 'refunds.status.pending',
  paid: 'refunds.status.paid',
  credited_to_balance: 'refunds.status.credited_to_balance',
} as const satisfies Record<RefundStatus, string>;
const REASON_LABELS = {
  order_canceled: 'refunds.reason.order_canceled',
  payment_not_applied: 'refunds.reason.payment_not_applied',
  statement_credit: 'refunds.reason.statement_credit',
} as const satisfies Record<RefundReason, string>;
const STATUS_TONES = { pending: 'warning', paid: 'success', credited_to_balance: 'info' } as const satisfies Record<RefundStatus, 'warning' | 'success' | 'info'>;
/** The refusals a manager can meet here, in their words; anything else is "try again". */
const ERROR_LABELS: Readonly<Record<string, 'refunds.errors.refund_refused' | 'refunds.errors.refund_not_pending' | 'refunds.errors.payment_provider_not_configured'>> = {
  refund_refused: 'refunds.errors.refund_refused',
  refund_not_pending: 'refunds.errors.refund_not_pending',
  payment_provider_not_configured: 'refunds.errors.payment_provider_not_configured',
};

type Asking = { kind: 'pay' | 'mark'; refund: Refund } | null;

/**
 * The refunds due of the tenant (orders cancelled after paying, payments that paid nothing): each
 * goes back the way its money came. One paid through a provider that refunds (Stripe) is refunded
 * there from here, after a confirmation; a transfer's is paid by the manager's own transfer and
 * marked paid here with a note. A provider's refusal is said in the dialog and on the row, and the
 * refund stays pending.
 */
export function RefundsPanel() {
  const { t } = useTranslation('manager');
  const list = useRefunds();
  const pay = usePayRefund();
  const mark = useMarkRefundPaid();
  const notify = useNotify();
  const { format } = useCurrency();
  const [asking, setAsking] = useState<Asking>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const columns = useRefundColumns((next) => {
    setFailure(null);
    setNote('');
    setNoteError(undefined);
    setAsking(next);
  });

  async function confirm() {
    if (!asking) return;
    if (asking.kind === 'mark' && note.trim() === '') {
      setNoteError(t('refunds.mark.note_required'));
      return;
    }
    try {
      if (asking.kind === 'pay') await pay.mutateAsync(asking.refund.id);
      else await mark.mutateAsync({ id: asking.refund.id, note: note.trim() });
      notify.success(asking.kind === 'pay' ? 'manager:refunds.pay.done' : 'manager:refunds.mark.done');
      setAsking(null);
    } catch (error) {
      const { key } = readApiError(error);
      setFailure(t((key && ERROR_LABELS[key]) || 'refunds.errors.failed'));
    }
  }

  const amount = asking ? format(asking.refund.amount) : '';
  return (
    <section className={styles.panel} aria-labelledby="refunds-title">
      <div className={styles.head}>
        <h2 id="refunds-title" className={styles.title}>
          {t('refunds.title')}
        </h2>
        <p className={styles.muted}>{t('refunds.description')}</p>
      </div>
      <QueryState query={list} errorTitle={t('refunds.error')} loadingLabel={t('refunds.loading')}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={t('refunds.empty.title')} description={t('refunds.empty.description')} />
          ) : (
            <ListTable caption={t('refunds.title')} hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} busy={list.isFetching} />
          )
        }
      </QueryState>
      <ConfirmDialog
        open={asking !== null}
        tone="primary"
        title={t(asking?.kind === 'mark' ? 'refunds.mark.title' : 'refunds.pay.title')}
        description={
          asking?.kind === 'mark'
            ? t('refunds.mark.description', { amount, investor: asking.refund.investor.name, reference: asking.refund.reference })
            : t('refunds.pay.description', { amount, investor: asking?.refund.investor.name ?? '', reference: asking?.refund.reference ?? '' })
        }
        consequence={t(asking?.kind === 'mark' ? 'refunds.mark.consequence' : 'refunds.pay.consequence')}
        confirmLabel={t(asking?.kind === 'mark' ? 'refunds.mark.confirm' : 'refunds.pay.confirm')}
        cancelLabel={t('refunds.keep')}
        error={failure}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking?.kind === 'mark' && (
          <Textarea
            label={t('refunds.mark.note')}
            hint={t('refunds.mark.note_hint')}
            value={note}
            maxLength={500}
            rows={3}
            required
            error={noteError}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(undefined);
            }}
          />
        )}
      </ConfirmDialog>
    </section>
  );
}

/** Who and which order first (a card's title on phones), the state, the action last. */
function useRefundColumns(ask: (next: Asking) => void): Column<Refund>[] {
  const { t, i18n } = useTranslation(['manager', 'domain']);
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  return useMemo(
    () => [
      {
        id: 'investor',
        header: t('refunds.column.investor'),
        cell: (refund) => (
          <span className={styles.stack}>
            <strong>{refund.investor.name}</strong>
            <span className={styles.muted}>
              {refund.project_title} · {refund.reference}
            </span>
          </span>
        ),
      },
      {
        id: 'why',
        header: t('refunds.column.why'),
        cell: (refund) => (
          <span className={styles.stack}>
            <span>{t(REASON_LABELS[refund.reason])}</span>
            <span className={styles.muted}>
              {refund.payment_method ? t(`domain:payment_method.${refund.payment_method}`) : '—'} · {formatDate(refund.created_at, locale)}
            </span>
          </span>
        ),
      },
      { id: 'amount', header: t('refunds.column.amount'), numeric: true, cell: (refund) => <span className={styles.nowrap}>{format(refund.amount)}</span> },
      {
        id: 'status',
        header: t('refunds.column.status'),
        cell: (refund) => (
          <span className={styles.stack}>
            <Badge label={t(STATUS_LABELS[refund.status])} tone={STATUS_TONES[refund.status]} />
            {refund.status === 'paid' && refund.paid_at && (
              <span className={styles.muted}>
                {refund.provider_ref
                  ? t('refunds.paid_through', { date: formatDate(refund.paid_at, locale), provider: refund.provider ?? '', ref: refund.provider_ref, status: refund.provider_status ?? '' })
                  : t('refunds.paid_by_hand', { date: formatDate(refund.paid_at, locale) })}
              </span>
            )}
            {refund.note && <span className={styles.muted}>{refund.note}</span>}
            {refund.status === 'pending' && refund.error && (
              <span className={styles.error} role="status">
                {t('refunds.errors.refund_refused')}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('refunds.column.actions'),
        cell: (refund) =>
          refund.status !== 'pending' ? (
            <span className={styles.muted}>—</span>
          ) : refund.route === 'provider' ? (
            <Button size="sm" variant="primary" onClick={() => ask({ kind: 'pay', refund })} aria-label={t('refunds.pay.action_of', { investor: refund.investor.name, amount: format(refund.amount) })}>
              {t('refunds.pay.action')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => ask({ kind: 'mark', refund })} aria-label={t('refunds.mark.action_of', { investor: refund.investor.name, amount: format(refund.amount) })}>
              {t('refunds.mark.action')}
            </Button>
          ),
      },
    ],
    [t, locale, format, ask],
  );
}
