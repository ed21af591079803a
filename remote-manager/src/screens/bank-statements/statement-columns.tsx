import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankStatement } from 'shared';
import type { Column } from 'shared/ui';
import { FORMAT_WORDS } from './bank-statement-words';
import type { StatementFormat } from './statement-format';
import styles from './bank-statements.module.css';

/** The imports' columns: the file first (a card's title on phones). */
export function useStatementColumns(format: StatementFormat): Column<BankStatement>[] {
  const { t } = useTranslation('manager');
  return useMemo(
    () => [
      {
        id: 'file',
        header: t('bank_statements.imports.file'),
        cell: (statement) => (
          <span className={styles.stack}>
            <strong>{statement.file_name}</strong>
            <span className={styles.muted}>{t(FORMAT_WORDS[statement.format])}</span>
          </span>
        ),
      },
      { id: 'account', header: t('bank_statements.imports.account'), cell: (statement) => <span className={styles.account}>{statement.account}</span> },
      {
        id: 'period',
        header: t('bank_statements.imports.period'),
        cell: (statement) =>
          statement.period_from && statement.period_to
            ? t('bank_statements.imports.period_value', { from: format.day(statement.period_from), to: format.day(statement.period_to) })
            : t('bank_statements.imports.no_period'),
      },
      {
        id: 'imported',
        header: t('bank_statements.imports.imported'),
        cell: (statement) => (
          <span className={styles.stack}>
            <span>{format.instant(statement.imported_at)}</span>
            {statement.imported_by && <span className={styles.muted}>{statement.imported_by}</span>}
          </span>
        ),
      },
      { id: 'matched', header: t('bank_statements.imports.matched'), numeric: true, cell: (statement) => `${statement.counts.matched} / ${statement.counts.credits}` },
      { id: 'to_decide', header: t('bank_statements.imports.to_decide'), numeric: true, cell: (statement) => statement.counts.to_decide },
      { id: 'debits', header: t('bank_statements.imports.debits'), numeric: true, cell: (statement) => statement.counts.debits },
    ],
    [t, format],
  );
}
