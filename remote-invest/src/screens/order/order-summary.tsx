import { useTranslation } from 'react-i18next';
import { useCurrency } from 'host/platform';
import { formatNumber, formatPercent, isZeroMoney, localeOf, subtractMoney, type Breakdown, type InvestmentAnswer } from 'shared';
import { Card } from 'shared/ui';
import styles from './order.module.css';

/**
 * A method's fee as the spec shows it: a transfer's as an amount, a card's as a percentage.
 * `short` leaves out the word "Fee" where a column header already says it.
 */
export function useFeeText({ short = false }: { short?: boolean } = {}) {
  const { t, i18n } = useTranslation('invest');
  const { format } = useCurrency();
  const locale = localeOf(i18n.language);
  return (breakdown: Breakdown): string => {
    if (breakdown.fee_kind === null || breakdown.fee_rate === null) return t('order.fee.none');
    if (breakdown.fee_kind === 'percentage') {
      const values = { rate: formatPercent(Number(breakdown.fee_rate), locale), fee: format(breakdown.fee) };
      return short ? t('order.fee.percentage_short', values) : t('order.fee.percentage', values);
    }
    return short ? format(breakdown.fee) : t('order.fee.amount', { fee: format(breakdown.fee) });
  };
}

/** The order in figures: project, tokens, amount, the balance it uses and what remains to pay. */
export function OrderSummary({ investment, showBalance }: { investment: InvestmentAnswer; showBalance: boolean }) {
  const { t, i18n } = useTranslation('invest');
  const { format } = useCurrency();
  const locale = localeOf(i18n.language);
  const usesBalance = showBalance || !isZeroMoney(investment.balance_used);
  return (
    <Card title={t('order.summary.title')} headingLevel={2}>
      <dl className={styles.figures}>
        <dt>{t('order.summary.project')}</dt>
        <dd>{investment.project_title}</dd>
        <dt>{t('order.summary.tokens')}</dt>
        <dd>{`${formatNumber(investment.tokens, locale)} ${investment.token_symbol}`}</dd>
        <dt>{t('order.summary.price')}</dt>
        <dd>{format(investment.token_price)}</dd>
        <dt>{t('order.summary.amount')}</dt>
        <dd>{format(investment.amount)}</dd>
        {usesBalance && (
          <>
            <dt>{t('order.summary.balance_used')}</dt>
            <dd>{format(investment.balance_used)}</dd>
            <dt className={styles.total}>{t('order.summary.remainder')}</dt>
            <dd className={styles.total}>{format(subtractMoney(investment.amount, investment.balance_used))}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}
