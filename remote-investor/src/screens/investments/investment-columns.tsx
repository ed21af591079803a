import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_METHODS, type InvestmentAnswer, type PaymentMethod } from 'shared';
import { StatusBadge, type Column } from 'shared/ui';
import type { InvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import { InvestmentActions, type AskedMove } from './investment-actions';
import { nextActions } from './next-actions';
import styles from './investments.module.css';

// The wire names the method as free text (older orders may carry a provider's own word): shown as is when unknown.
const isPaymentMethod = (value: string): value is PaymentMethod => PAYMENT_METHODS.some((method) => method === value);

type Options = {
  format: InvestorFormat;
  signingHidden: boolean;
  onAsk: (move: AskedMove, investment: InvestmentAnswer) => void;
};

/** The investments list's columns: the project first (a card's title on phones), the next actions last. */
export function useInvestmentColumns({ format, signingHidden, onAsk }: Options): Column<InvestmentAnswer>[] {
  const { t } = useTranslation(['investor', 'domain']);
  return useMemo(
    () => [
      {
        id: 'project',
        header: t('investments.columns.project'),
        cell: (investment) => (
          <span className={styles.project}>
            <Link to={investorPaths.issuance.href(investment.project_id)}>{investment.project_title}</Link>
            <span className={styles.muted}>{t('investments.token_price', { price: format.money(investment.token_price), symbol: investment.token_symbol })}</span>
          </span>
        ),
      },
      { id: 'tokens', header: t('investments.columns.tokens'), numeric: true, cell: (investment) => format.tokens(investment.tokens, investment.token_symbol) },
      { id: 'amount', header: t('investments.columns.amount'), numeric: true, cell: (investment) => format.money(investment.amount) },
      {
        id: 'method',
        header: t('investments.columns.method'),
        cell: ({ payment_method: method }) =>
          method ? (
            isPaymentMethod(method) ? (
              t(`domain:payment_method.${method}`)
            ) : (
              method
            )
          ) : (
            <span className={styles.muted}>{t('investments.no_method')}</span>
          ),
      },
      {
        id: 'status',
        header: t('investments.columns.status'),
        cell: (investment) => {
          const since = investment.status_dates[investment.status] ?? investment.created_at;
          return (
            <span className={styles.status}>
              <StatusBadge kind="investment" status={investment.status} />
              {since && <span className={styles.muted}>{t('investments.since', { day: format.day(since) })}</span>}
              {investment.status_reason && <span className={styles.reason}>{t('investments.reason', { reason: investment.status_reason })}</span>}
            </span>
          );
        },
      },
      {
        id: 'actions',
        header: t('investments.columns.next'),
        cell: (investment) => (
          <InvestmentActions
            investment={investment}
            actions={nextActions(investment, { signingHidden })}
            format={format}
            onAsk={(move) => onAsk(move, investment)}
          />
        ),
      },
    ],
    [t, format, signingHidden, onAsk],
  );
}
