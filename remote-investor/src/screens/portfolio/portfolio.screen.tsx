import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { compareMoney, moneyRatio, subtractMoney, type Portfolio } from 'shared';
import { ButtonLink, EmptyState, PageHeader, QueryState, Skeleton } from 'shared/ui';
import { useInvestmentChanges } from '../../api/my-investments';
import { BalancePanel } from '../../components/balance/balance-panel';
import { useInvestorFormat, type InvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import { Holdings } from './portfolio-holdings';
import { usePortfolio } from './portfolio.api';
import styles from './portfolio.module.css';

// Recharts is loaded with the charts only: the rest of the area (and this page's figures) never waits for it.
const PortfolioCharts = lazy(() => import('./portfolio-charts'));

/** /user/portfolio: the paid tokens the investor holds, by project, with totals and charts. */
export default function PortfolioScreen() {
  const { t } = useTranslation('investor');
  const format = useInvestorFormat();
  const portfolio = usePortfolio();
  useInvestmentChanges();

  function content(data: Portfolio) {
    if (data.holdings.length === 0) {
      return (
        <EmptyState
          title={t('portfolio.empty_title')}
          description={t('portfolio.empty_description')}
          action={
            <ButtonLink as={Link} to={investorPaths.issuances.href()}>
              {t('portfolio.explore')}
            </ButtonLink>
          }
        />
      );
    }
    return (
      <>
        <Totals portfolio={data} format={format} />
        <Holdings portfolio={data} format={format} />
        <Suspense fallback={<ChartsSkeleton label={t('portfolio.charts.loading')} />}>
          <PortfolioCharts portfolio={data} />
        </Suspense>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('portfolio.title')}
        description={t('portfolio.description')}
        actions={
          <ButtonLink as={Link} variant="secondary" to={investorPaths.investments.href()}>
            {t('portfolio.investments')}
          </ButtonLink>
        }
      />
      <QueryState query={portfolio} errorTitle={t('portfolio.error')} loading={<PortfolioSkeleton />} loadingLabel={t('portfolio.loading')}>
        {content}
      </QueryState>
      <BalancePanel />
    </div>
  );
}

function Totals({ portfolio, format }: { portfolio: Portfolio; format: InvestorFormat }) {
  const { t } = useTranslation('investor');
  const { invested, current_value: value, tokens, projects } = portfolio.totals;
  const change = subtractMoney(value, invested);
  const direction = compareMoney(change, '0.00');
  const changeText =
    direction === 0
      ? t('portfolio.totals.unchanged')
      : t(direction > 0 ? 'portfolio.totals.up' : 'portfolio.totals.down', {
          amount: format.money(direction > 0 ? change : subtractMoney(invested, value)),
          percent: format.share(Math.abs(moneyRatio(change, invested))),
        });
  return (
    <section aria-label={t('portfolio.totals.label')} className={styles.totals}>
      <Stat label={t('portfolio.totals.invested')} value={format.money(invested)} />
      <Stat
        label={t('portfolio.totals.current_value')}
        value={format.money(value)}
        note={<span className={direction > 0 ? styles.up : direction < 0 ? styles.down : undefined}>{changeText}</span>}
      />
      <Stat label={t('portfolio.totals.tokens')} value={format.tokens(tokens)} />
      <Stat label={t('portfolio.totals.projects')} value={String(projects)} />
    </section>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className={styles.stat}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{value}</p>
      {note && <p className={styles.statNote}>{note}</p>}
    </div>
  );
}

/** The page's shape while it loads: the four figures and the holdings' lines. */
function PortfolioSkeleton() {
  return (
    <div className={styles.skeleton}>
      <div className={styles.totals} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.stat}>
            <Skeleton width="50%" />
            <Skeleton width="70%" height={28} />
          </div>
        ))}
      </div>
      <div className={styles.skeletonBlock} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} />
        ))}
      </div>
    </div>
  );
}

function ChartsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={styles.chartsSkeleton}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} shape="rect" height={280} />
      ))}
    </div>
  );
}
