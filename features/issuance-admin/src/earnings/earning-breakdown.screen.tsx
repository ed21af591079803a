import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { formatDate, localeOf, type DistributionDetail } from 'shared';
import { PageHeader, QueryState, Skeleton } from 'shared/ui';
import type { IssuanceArea } from '../area';
import '../messages';
import { useDistribution } from './earnings.api';
import { DistributionFacts, InvestorBreakdown, TokenBreakdown } from './earning-parts';
import styles from '../list/list.module.css';
import earningStyles from './earnings.module.css';

export type BreakdownView = 'token' | 'investor';
const TITLE = { token: 'earnings.token.title', investor: 'earnings.investor.title' } as const;

/**
 * `/…/earnings/:id/token` and `/…/earnings/:id/investor`: one distribution broken down by its
 * token (what each token earned, gross and net) or by investor (each holder's earning), with
 * its figures and a way to the other view.
 */
export function EarningBreakdownPage({ area, view }: { area: IssuanceArea; view: BreakdownView }) {
  const { t } = useTranslation('issuance-admin');
  const { id = '' } = useParams();
  const detail = useDistribution(area.ns, id);

  const back = (
    <Link className={styles.link} to={area.paths.earnings.href()}>
      <ArrowLeft size={16} aria-hidden="true" /> {t('earnings.back')}
    </Link>
  );
  return (
    <div className={styles.page}>
      {back}
      {/* A distribution the person may not see is a page that does not exist: the host's 404. */}
      <QueryState query={detail} notFound="page" heading errorTitle={t('earnings.error')} loadingLabel={t('earnings.loading')} loading={<DistributionSkeleton />}>
        {(data) => <Breakdown area={area} view={view} data={data} />}
      </QueryState>
    </div>
  );
}

/** Where the distribution will show: its title and its table. */
export function DistributionSkeleton() {
  return (
    <>
      <Skeleton width="40%" height="2rem" />
      <Skeleton shape="rect" height="12rem" />
    </>
  );
}

function Breakdown({ area, view, data }: { area: IssuanceArea; view: BreakdownView; data: DistributionDetail }) {
  const { t, i18n } = useTranslation(['issuance-admin', 'domain']);
  const date = formatDate(data.profit_date, localeOf(i18n.language));
  return (
    <>
      <PageHeader
        title={t(TITLE[view], { project: data.project.title })}
        description={t('earnings.breakdown_description', { type: t(`domain:earning_type.${data.type}`), date })}
        actions={
          <Link className={styles.link} to={area.paths.benefit.href(data.project.id, data.id)}>
            {t('earnings.open_benefit')}
          </Link>
        }
      />
      <nav className={earningStyles.views} aria-label={t('earnings.views')}>
        <NavLink className={styles.link} to={area.paths.earningByToken.href(data.id)} end>
          {t('earnings.by_token')}
        </NavLink>
        <NavLink className={styles.link} to={area.paths.earningByInvestor.href(data.id)} end>
          {t('earnings.by_investor')}
        </NavLink>
      </nav>
      <DistributionFacts detail={data} />
      {view === 'token' ? <TokenBreakdown detail={data} /> : <InvestorBreakdown detail={data} investorHref={area.investorHref} caption={t('earnings.investor.caption', { project: data.project.title, date })} />}
    </>
  );
}
