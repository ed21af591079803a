import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { compareMoney, moneyRatio, subtractMoney, type Portfolio } from 'shared';
import { Button, ButtonLink, EmptyState, PageHeader, Skeleton } from 'shared/ui';
import { useInvestmentChanges } from '../../api/my-investments';
import { useInvestorFormat, type InvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import { usePortfolio } from './portfolio.api';
import tableStyles from 'shared/ui/data-table.module.css';
import styles from './portfolio.module.css';

// Recharts is loaded with the charts only: the rest of the area (and this page's figures) never waits for it.
const PortfolioCharts = lazy(() => import('./portfolio-charts'));

/** /user/portfolio: the paid tokens the investor holds, by project, with totals and charts. */
export default function PortfolioScreen() {
  const { t } = useTranslation('investor');
  const format = useInvestorFormat();
  const portfolio = usePortfolio();
  useInvestmentChanges();

  function content() {
    if (portfolio.isPending) return <PortfolioSkeleton label={t('portfolio.loading')} />;
    if (portfolio.isError) {
      return (
        <EmptyState
          title={t('portfolio.error')}
          action={
            <Button variant="secondary" onClick={() => void portfolio.refetch()}>
              {t('portfolio.retry')}
            </Button>
          }
        />
      );
    }
    if (portfolio.data.holdings.length === 0) {
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
        <Totals portfolio={portfolio.data} format={format} />
        <Holdings portfolio={portfolio.data} format={format} />
        <Suspense fallback={<ChartsSkeleton label={t('portfolio.charts.loading')} />}>
          <PortfolioCharts portfolio={portfolio.data} />
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
      {content()}
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

function Holdings({ portfolio, format }: { portfolio: Portfolio; format: InvestorFormat }) {
  const { t } = useTranslation(['investor', 'domain']);
  const headers = {
    project: t('portfolio.columns.project'),
    tokens: t('portfolio.columns.tokens'),
    minted: t('portfolio.columns.minted'),
    invested: t('portfolio.columns.invested'),
    value: t('portfolio.columns.current_value'),
    share: t('portfolio.columns.share'),
  };
  const minted = portfolio.holdings.reduce((sum, holding) => sum + holding.minted_tokens, 0);
  return (
    <section className={styles.section} aria-labelledby="portfolio-holdings">
      <h2 id="portfolio-holdings" className={styles.heading}>
        {t('portfolio.holdings_title')}
      </h2>
      <div className={tableStyles.wrapper}>
        <table className={tableStyles.table}>
          <caption className={tableStyles.hidden}>{t('portfolio.holdings_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{headers.project}</th>
              <th scope="col" className={tableStyles.numeric}>
                {headers.tokens}
              </th>
              <th scope="col" className={tableStyles.numeric}>
                {headers.minted}
              </th>
              <th scope="col" className={tableStyles.numeric}>
                {headers.invested}
              </th>
              <th scope="col" className={tableStyles.numeric}>
                {headers.value}
              </th>
              <th scope="col" className={tableStyles.numeric}>
                {headers.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {portfolio.holdings.map((holding) => (
              <tr key={holding.project_id}>
                <th scope="row" data-label={headers.project} className={styles.project}>
                  <Link to={investorPaths.issuance.href(holding.project_id)}>{holding.project_title}</Link>
                  <span className={tableStyles.muted}>
                    {t(`domain:product_type.${holding.product_type}`)} · {t('portfolio.token_price', { price: format.money(holding.token_price), symbol: holding.token_symbol })}
                  </span>
                </th>
                <td data-label={headers.tokens} className={tableStyles.numeric}>
                  {format.tokens(holding.tokens, holding.token_symbol)}
                </td>
                <td data-label={headers.minted} className={tableStyles.numeric}>
                  {format.tokens(holding.minted_tokens)}
                </td>
                <td data-label={headers.invested} className={tableStyles.numeric}>
                  {format.money(holding.invested)}
                </td>
                <td data-label={headers.value} className={tableStyles.numeric}>
                  {format.money(holding.current_value)}
                </td>
                <td data-label={headers.share} className={tableStyles.numeric}>
                  {format.share(holding.share_of_issuance)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('portfolio.total')}</th>
              <td data-label={headers.tokens} className={tableStyles.numeric}>
                {format.tokens(portfolio.totals.tokens)}
              </td>
              <td data-label={headers.minted} className={tableStyles.numeric}>
                {format.tokens(minted)}
              </td>
              <td data-label={headers.invested} className={tableStyles.numeric}>
                {format.money(portfolio.totals.invested)}
              </td>
              <td data-label={headers.value} className={tableStyles.numeric}>
                {format.money(portfolio.totals.current_value)}
              </td>
              <td className={styles.emptyCell} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function PortfolioSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={styles.skeleton}>
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
