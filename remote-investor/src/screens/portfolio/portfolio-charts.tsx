import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyRatio, type Portfolio } from 'shared';
import { useInvestorFormat } from '../../components/use-investor-format';
import { ChartCard, PatternDefs } from './chart-card';
import { PATTERNS, useChartTheme } from './chart-theme';
import { AllocationBars, AllocationDonut, InvestedOverTime, type MonthPoint, type Slice } from './portfolio-chart-kinds';
import styles from './portfolio.module.css';

/**
 * The portfolio's charts (loaded lazily with Recharts): allocation by product type and by
 * project, and invested over time. Each is themed from the tenant's tokens, names its figures
 * directly (percentages on the slices and bars, patterns beside the colours) and has a table
 * with the same figures for screen readers, which a sighted person can show too.
 */
export default function PortfolioCharts({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation(['investor', 'domain']);
  const format = useInvestorFormat();
  const theme = useChartTheme();
  const patternPrefix = useId();

  const byType: Slice[] = portfolio.by_product_type.map((item) => ({
    key: item.product_type,
    name: t(`domain:product_type.${item.product_type}`),
    invested: item.invested,
    share: item.share,
  }));
  const byProject: Slice[] = portfolio.holdings.map((holding) => ({
    key: holding.project_id,
    name: holding.project_title,
    invested: holding.invested,
    share: moneyRatio(holding.invested, portfolio.totals.invested),
  }));
  const overTime: MonthPoint[] = portfolio.invested_over_time.map((point) => ({
    month: format.month(point.month),
    invested: point.invested,
    cumulative: point.cumulative,
  }));
  const drawing = { theme, format, fill: (index: number) => `url(#${patternPrefix}-${index % PATTERNS.length})` };

  const sliceColumns = [t('portfolio.charts.share'), t('portfolio.charts.invested')];
  const sliceRows = (slices: Slice[]) => slices.map((slice) => ({ key: slice.key, header: slice.name, cells: [format.share(slice.share), format.money(slice.invested)] }));
  const monthTable = {
    rowHeader: t('portfolio.charts.month'),
    columns: [t('portfolio.charts.invested_month'), t('portfolio.charts.cumulative')],
    rows: overTime.map((point) => ({ key: point.month, header: point.month, cells: [format.money(point.invested), format.money(point.cumulative)] })),
  };

  return (
    <section className={styles.section} aria-labelledby="portfolio-charts">
      <h2 id="portfolio-charts" className={styles.heading}>
        {t('portfolio.charts.title')}
      </h2>
      <PatternDefs prefix={patternPrefix} theme={theme} />
      <div className={styles.charts}>
        <ChartCard title={t('portfolio.charts.by_type')} table={{ rowHeader: t('portfolio.charts.product_type'), columns: sliceColumns, rows: sliceRows(byType) }}>
          <AllocationDonut slices={byType} {...drawing} />
        </ChartCard>
        <ChartCard title={t('portfolio.charts.by_project')} table={{ rowHeader: t('portfolio.charts.project'), columns: sliceColumns, rows: sliceRows(byProject) }}>
          <AllocationBars slices={byProject} {...drawing} />
        </ChartCard>
        <ChartCard wide title={t('portfolio.charts.over_time')} table={monthTable}>
          <InvestedOverTime points={overTime} {...drawing} />
        </ChartCard>
      </div>
    </section>
  );
}
