import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { isApiError, routeNotFound } from 'host/platform';
import { formatDate, formatNumber } from 'shared';
import { Button, EmptyState, LoadingState, PageHeader, Skeleton, StatusBadge } from 'shared/ui';
import { useInvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import { useEarningChanges, useMyDistribution } from './earnings.api';
import tableStyles from 'shared/ui/data-table.module.css';
import styles from './earnings.module.css';

export type BreakdownView = 'token' | 'investor';
const TITLE = { token: 'earnings.breakdown.token_title', investor: 'earnings.breakdown.investor_title' } as const;

/**
 * `/user/earnings/:id/token` and `/user/earnings/:id/investor`: a distribution (`:id`) by token
 * (what each token earned, gross and net) or by investor; the API answers the investor's own
 * earning of it only, so "by investor" is their row with every part of it.
 */
export function EarningBreakdown({ view }: { view: BreakdownView }) {
  const { t } = useTranslation(['investor', 'domain']);
  const format = useInvestorFormat();
  const { id = '' } = useParams();
  const detail = useMyDistribution(id);
  useEarningChanges();

  const back = (
    <Link className={styles.link} to={investorPaths.earnings.href()}>
      <ArrowLeft size={16} aria-hidden="true" /> {t('earnings.breakdown.back')}
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className={styles.page}>
        {back}
        <LoadingState label={t('earnings.loading')}>
          <Skeleton width="40%" height="2rem" />
          <Skeleton shape="rect" height="10rem" />
        </LoadingState>
      </div>
    );
  }
  if (detail.isError) {
    // A distribution that is not the investor's is a page that does not exist: the host's 404.
    if (isApiError(detail.error, { status: 404 })) routeNotFound();
    return (
      <div className={styles.page}>
        {back}
        <div role="alert">
          <EmptyState
            title={
              <span role="heading" aria-level={1}>
                {t('earnings.error')}
              </span>
            }
            action={
              <Button variant="secondary" onClick={() => void detail.refetch()}>
                {t('earnings.retry')}
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  const data = detail.data;
  const symbol = data.project.token_symbol;
  const perToken = (value: string) => `${formatNumber(Number(value), format.locale, { minimumFractionDigits: 6, maximumFractionDigits: 6 })}`;
  const date = formatDate(data.profit_date, format.locale);
  return (
    <div className={styles.page}>
      {back}
      <PageHeader title={t(TITLE[view], { project: data.project.title })} description={t('earnings.breakdown.description', { type: t(`domain:earning_type.${data.type}`), date })} />
      <nav className={styles.views} aria-label={t('earnings.breakdown.views')}>
        <NavLink className={styles.link} to={investorPaths.earningByToken.href(data.id)} end>
          {t('earnings.by_token')}
        </NavLink>
        <NavLink className={styles.link} to={investorPaths.earningByInvestor.href(data.id)} end>
          {t('earnings.by_investor')}
        </NavLink>
      </nav>
      {view === 'token' ? (
        <div className={tableStyles.wrapper}>
          <table className={tableStyles.table}>
            <caption className={tableStyles.hidden}>{t('earnings.breakdown.token_caption', { symbol })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('earnings.breakdown.token')}</th>
                <th scope="col" className={tableStyles.numeric}>
                  {t('earnings.breakdown.tokens')}
                </th>
                <th scope="col" className={tableStyles.numeric}>
                  {t('earnings.breakdown.gross_per_token')}
                </th>
                <th scope="col" className={tableStyles.numeric}>
                  {t('earnings.breakdown.net_per_token')}
                </th>
                <th scope="col" className={tableStyles.numeric}>
                  {t('earnings.columns.gross')}
                </th>
                <th scope="col" className={tableStyles.numeric}>
                  {t('earnings.columns.net')}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" data-label={t('earnings.breakdown.token')}>
                  {symbol}
                </th>
                <td data-label={t('earnings.breakdown.tokens')} className={tableStyles.numeric}>
                  {format.tokens(data.tokens)}
                </td>
                <td data-label={t('earnings.breakdown.gross_per_token')} className={tableStyles.numeric}>
                  {perToken(data.per_token.gross)}
                </td>
                <td data-label={t('earnings.breakdown.net_per_token')} className={tableStyles.numeric}>
                  {perToken(data.per_token.net)}
                </td>
                <td data-label={t('earnings.columns.gross')} className={tableStyles.numeric}>
                  {format.money(data.totals.gross_amount)}
                </td>
                <td data-label={t('earnings.columns.net')} className={tableStyles.numeric}>
                  {format.money(data.totals.net_total)}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : (
        <div className={tableStyles.wrapper}>
          <table className={tableStyles.table}>
            <caption className={tableStyles.hidden}>{t('earnings.breakdown.investor_caption', { project: data.project.title, date })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('earnings.breakdown.investor')}</th>
                <th scope="col" className={tableStyles.numeric}>
                  {t('earnings.breakdown.tokens')}
                </th>
                {PARTS.map((part) => (
                  <th key={part} scope="col" className={tableStyles.numeric}>
                    {t(PART_LABEL[part])}
                  </th>
                ))}
                <th scope="col">{t('earnings.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" data-label={t('earnings.breakdown.investor')}>
                    {row.investor.name}
                  </th>
                  <td data-label={t('earnings.breakdown.tokens')} className={tableStyles.numeric}>
                    {format.tokens(row.tokens, symbol)}
                  </td>
                  {PARTS.map((part) => (
                    <td key={part} data-label={t(PART_LABEL[part])} className={tableStyles.numeric}>
                      {format.money(row[part])}
                    </td>
                  ))}
                  <td data-label={t('earnings.columns.status')}>
                    <span className={styles.status}>
                      <StatusBadge kind="earning" status={row.status} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

const PARTS = ['gross_amount', 'fiscal_withholding', 'rent_amount', 'capital_gain', 'returned_capital', 'net_total', 'total_returned'] as const;
const PART_LABEL = {
  gross_amount: 'earnings.columns.gross',
  fiscal_withholding: 'earnings.columns.withholding',
  rent_amount: 'earnings.breakdown.rent_amount',
  capital_gain: 'earnings.breakdown.capital_gain',
  returned_capital: 'earnings.breakdown.returned_capital',
  net_total: 'earnings.columns.net',
  total_returned: 'earnings.breakdown.total_returned',
} as const;
