import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementEntry, StatusTone } from 'shared';
import { Badge, Button, StatusBadge, type Column } from 'shared/ui';
import { DECISION_WORDS, OUTCOME_WORDS, WHY_WORDS } from './bank-statement-words';
import type { StatementFormat } from './statement-format';
import styles from './bank-statements.module.css';

export type EntryAction = 'apply' | 'refund' | 'dismiss';

const OUTCOME_TONES: Record<StatementEntry['outcome'], StatusTone> = {
  matched: 'success',
  partial: 'warning',
  overpaid: 'warning',
  unknown_reference: 'danger',
  not_waiting: 'warning',
  currency_mismatch: 'danger',
  debit: 'neutral',
};
const DECISION_TONES: Record<NonNullable<StatementEntry['decision']>, StatusTone> = { applied: 'success', refund_due: 'warning', dismissed: 'neutral' };

type Options = { format: StatementFormat; onAsk: (action: EntryAction, entry: StatementEntry) => void };

/** The movements' columns: the payer and their text first (a card's title on phones), the actions last. */
export function useEntryColumns({ format, onAsk }: Options): Column<StatementEntry>[] {
  const { t } = useTranslation('manager');
  return useMemo(
    () => [
      {
        id: 'payer',
        header: t('bank_statements.columns.payer'),
        cell: (entry) => (
          <span className={styles.stack}>
            <strong>{entry.debtor_name ?? t('bank_statements.no_payer')}</strong>
            {entry.remittance.map((line, index) => (
              <span key={index} className={styles.remittance}>
                {line}
              </span>
            ))}
            {entry.bank_reference && <span className={styles.muted}>{t('bank_statements.bank_reference', { reference: entry.bank_reference })}</span>}
          </span>
        ),
      },
      {
        id: 'date',
        header: t('bank_statements.columns.date'),
        cell: (entry) => (
          <span className={styles.stack}>
            <span>{format.day(entry.booking_date)}</span>
            {entry.value_date && entry.value_date !== entry.booking_date && <span className={styles.muted}>{t('bank_statements.value_date', { day: format.day(entry.value_date) })}</span>}
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('bank_statements.columns.amount'),
        numeric: true,
        cell: (entry) => (entry.direction === 'debit' ? `−${format.money(entry.amount, entry.currency)}` : format.money(entry.amount, entry.currency)),
      },
      {
        id: 'outcome',
        header: t('bank_statements.columns.outcome'),
        cell: (entry) => (
          <span className={styles.stack}>
            {entry.decision ? (
              <Badge label={t(DECISION_WORDS[entry.decision])} tone={DECISION_TONES[entry.decision]} />
            ) : (
              <Badge label={t(OUTCOME_WORDS[entry.outcome])} tone={OUTCOME_TONES[entry.outcome]} />
            )}
            {entry.decision ? (
              <span className={styles.muted}>{t(OUTCOME_WORDS[entry.outcome])}</span>
            ) : (
              entry.outcome !== 'matched' && <span className={styles.muted}>{t(WHY_WORDS[entry.outcome])}</span>
            )}
            {entry.refund_amount && <span>{t('bank_statements.refund_amount', { amount: format.money(entry.refund_amount, entry.currency) })}</span>}
            {entry.note && <span className={styles.muted}>{t('bank_statements.note', { note: entry.note })}</span>}
          </span>
        ),
      },
      {
        id: 'order',
        header: t('bank_statements.columns.order'),
        cell: ({ order }) =>
          order ? (
            <span className={styles.stack}>
              <strong>{order.reference ?? order.id}</strong>
              <span>{t('bank_statements.order_of', { investor: order.investor_name, project: order.project_title })}</span>
              <span className={styles.muted}>{t('bank_statements.order_total', { amount: format.money(order.total) })}</span>
              <StatusBadge kind="investment" status={order.status} />
            </span>
          ) : (
            <span className={styles.muted}>{t('bank_statements.no_order')}</span>
          ),
      },
      {
        id: 'actions',
        header: t('bank_statements.columns.actions'),
        cell: (entry) =>
          entry.actions.refund || entry.actions.dismiss ? (
            <span className={styles.actions}>
              {entry.actions.apply && (
                <Button size="sm" onClick={() => onAsk('apply', entry)}>
                  {t('bank_statements.actions.apply')}
                </Button>
              )}
              {entry.order === null && (
                <Button size="sm" variant="secondary" onClick={() => onAsk('apply', entry)}>
                  {t('bank_statements.actions.apply_by_reference')}
                </Button>
              )}
              <Button size="sm" variant="secondary" onClick={() => onAsk('refund', entry)}>
                {t('bank_statements.actions.refund')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onAsk('dismiss', entry)}>
                {t('bank_statements.actions.dismiss')}
              </Button>
            </span>
          ) : null,
      },
    ],
    [t, format, onAsk],
  );
}
