import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { InvestorBreakdown, TokenBreakdown } from 'earnings';
import { formatDate } from 'shared';
import { PageHeader, QueryState, Skeleton } from 'shared/ui';
import { useInvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import { useEarningChanges, useMyDistribution } from './earnings.api';
import styles from './earnings.module.css';

export type BreakdownView = 'token' | 'investor';
const TITLE = { token: 'earnings.breakdown.token_title', investor: 'earnings.breakdown.investor_title' } as const;

/**
 * `/user/earnings/:id/token` and `/user/earnings/:id/investor`: a distribution (`:id`) by token
 * (what each token earned, gross and net) or by investor; the API answers the investor's own
 * earning of it only, so "by investor" is their row with every part of it. A distribution that
 * is not theirs is a page that does not exist: the host's 404.
 */
export function EarningBreakdown({ view }: { view: BreakdownView }) {
  const { t } = useTranslation(['investor', 'domain']);
  const format = useInvestorFormat();
  const { id = '' } = useParams();
  const detail = useMyDistribution(id);
  useEarningChanges();

  return (
    <div className={styles.page}>
      <Link className={styles.link} to={investorPaths.earnings.href()}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('earnings.breakdown.back')}
      </Link>
      <QueryState query={detail} notFound="page" heading errorTitle={t('earnings.error')} loadingLabel={t('earnings.loading')} loading={<Skeleton shape="rect" height="10rem" />}>
        {(data) => {
          const date = formatDate(data.profit_date, format.locale);
          return (
            <>
              <PageHeader title={t(TITLE[view], { project: data.project.title })} description={t('earnings.breakdown.description', { type: t(`domain:earning_type.${data.type}`), date })} />
              <nav className={styles.views} aria-label={t('earnings.breakdown.views')}>
                <NavLink className={styles.link} to={investorPaths.earningByToken.href(data.id)} end>
                  {t('earnings.by_token')}
                </NavLink>
                <NavLink className={styles.link} to={investorPaths.earningByInvestor.href(data.id)} end>
                  {t('earnings.by_investor')}
                </NavLink>
              </nav>
              {view === 'token' ? <TokenBreakdown detail={data} /> : <InvestorBreakdown detail={data} totals={false} caption={t('earnings.breakdown.investor_caption', { project: data.project.title, date })} />}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
