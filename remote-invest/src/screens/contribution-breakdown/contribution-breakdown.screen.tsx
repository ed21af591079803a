import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrency, useCustomization } from 'host/platform';
import { formatPercent, localeOf, type Breakdown, type InvestmentAnswer } from 'shared';
import { Button, ButtonLink, type Column, Table } from 'shared/ui';
import { investPaths } from '../../paths';
import { useBreakdowns } from '../order/order.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { OrderGate } from '../order/order-gate';
import { OrderSummary, useFeeText } from '../order/order-summary';
import { enabledPaymentMethods } from '../order/payment-methods';
import { orderStatus, useOrderInvestment } from '../order/use-order-investment';
import orderStyles from '../order/order.module.css';

/** Said once under the table: the investor's own rate replaces the platform's on every method. */
function OwnFeeNote({ rows }: { rows: readonly Breakdown[] }) {
  const { t, i18n } = useTranslation('invest');
  const own = rows.find((row) => row.fee_source === 'investor');
  if (!own || own.fee_rate === null) return null;
  return <p className={orderStyles.description}>{t('breakdown.own_fee', { rate: formatPercent(Number(own.fee_rate), localeOf(i18n.language)) })}</p>;
}

function MethodTotals({ investment }: { investment: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const { format } = useCurrency();
  const feeText = useFeeText({ short: true });
  const methods = enabledPaymentMethods();
  const breakdowns = useBreakdowns(investment.id, methods);
  const failed = breakdowns.filter((query) => query.isError);
  const rows = breakdowns.flatMap((query) => (query.data ? [query.data] : []));
  const columns: Column<Breakdown>[] = [
    { id: 'method', header: t('breakdown.method'), cell: (row) => t(`order.methods.${row.method}`) },
    { id: 'fee', header: t('breakdown.fee'), cell: (row) => <span className={orderStyles.figure}>{feeText(row)}</span>, numeric: true },
    { id: 'total', header: t('breakdown.total'), cell: (row) => <span className={orderStyles.figure}>{format(row.total)}</span>, numeric: true },
  ];
  if (failed.length > 0) {
    return (
      <div className={[orderStyles.notice, orderStyles.danger].join(' ')} role="alert">
        <p>{t('breakdown.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => failed.forEach((query) => void query.refetch())}>
          {t('order.retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Table
        caption={t('breakdown.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.method}
        loading={breakdowns.some((query) => query.isPending)}
        loadingRows={methods.length}
        manualSorting
      />
      <OwnFeeNote rows={rows} />
    </>
  );
}

/** /invest/{slug}/contribution-breakdown: the order's amount, the balance it uses and, per method, the fee and the total. */
export default function ContributionBreakdownScreen() {
  const { t } = useTranslation('invest');
  const { extras } = useCustomization();
  const order = useOrderInvestment();
  return (
    <StepFrame page="contribution-breakdown" status={orderStatus(order)} title={t('breakdown.title')} description={t('breakdown.description')}>
      <OrderGate order={order}>
        {(investment) => (
          <>
            <OrderSummary investment={investment} showBalance={extras.payWithBalance} />
            <MethodTotals investment={investment} />
            {!extras.investmentFee && <p className={orderStyles.description}>{t('breakdown.no_fees')}</p>}
            <div className={orderStyles.actions}>
              <ButtonLink as={Link} to={investPaths.step(order.slug, 'method-payment', investment.id)}>
                {t('breakdown.continue')}
              </ButtonLink>
            </div>
          </>
        )}
      </OrderGate>
    </StepFrame>
  );
}
