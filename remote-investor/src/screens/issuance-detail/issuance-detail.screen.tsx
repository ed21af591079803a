import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { areaPreload } from 'host/platform';
import type { IssuanceDetail } from 'shared';
import { QueryState, Skeleton } from 'shared/ui';
import { FollowButton, ProjectSheet } from 'shared/issuances';
import { investFlowPaths, investorPaths } from '../../paths';
import { useFollowIssuance, useIssuance, useIssuanceChanges } from '../issuances/issuances.api';
import { useIssuanceDisplay } from '../issuances/use-issuance-display';
import styles from './issuance-detail.module.css';

/** Invest and book while the campaign runs, declare interest before it opens; nothing once closed. */
function InvestActions({ issuance }: { issuance: IssuanceDetail }) {
  const { t } = useTranslation('investor');
  const leadsToInvestFlow = issuance.status === 'CAMPAIGN' || issuance.status === 'PRE_CAMPAIGN';
  // The invest flow is another remote: fetched while the sheet is read, it opens at the click.
  useEffect(() => {
    if (leadsToInvestFlow) areaPreload.preload('invest', 'idle');
  }, [leadsToInvestFlow]);
  const warm = { onPointerEnter: () => areaPreload.preload('invest'), onFocus: () => areaPreload.preload('invest') };
  switch (issuance.status) {
    case 'CAMPAIGN':
      return (
        <>
          <Link className={styles.primary} to={investFlowPaths.invest(issuance.slug)} {...warm}>
            {t('issuance.invest')}
          </Link>
          <Link className={styles.secondary} to={investFlowPaths.book(issuance.slug)} {...warm}>
            {t('issuance.book')}
          </Link>
        </>
      );
    case 'PRE_CAMPAIGN':
      return (
        <Link className={styles.primary} to={investFlowPaths.declareInterest(issuance.slug)} {...warm}>
          {t('issuance.declare_interest')}
        </Link>
      );
    default:
      return <p className={styles.note}>{t('issuance.closed')}</p>;
  }
}

export default function IssuanceDetailScreen() {
  const { t } = useTranslation('investor');
  const { id = '' } = useParams();
  const display = useIssuanceDisplay();
  const issuance = useIssuance(id);
  const follow = useFollowIssuance();
  useIssuanceChanges();

  const backLink = (
    <Link className={styles.back} to={investorPaths.issuances.href()}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('issuance.back')}
    </Link>
  );

  const skeleton = (
    <>
      <div className={styles.skeletonHeader}>
        <Skeleton shape="rect" width={64} height={64} />
        <div className={styles.skeletonTitles}>
          <Skeleton width="40%" height={32} />
          <Skeleton width="60%" />
        </div>
      </div>
      <div className={styles.skeletonBody}>
        <Skeleton shape="rect" height={320} />
        <Skeleton shape="rect" height={320} />
      </div>
    </>
  );
  const sheet = (
    <QueryState
      query={issuance}
      errorTitle={t('issuance.error')}
      notFound="page"
      loading={skeleton}
      loadingLabel={t('issuance.loading')}
    >
      {(project) => (
        <ProjectSheet
          issuance={project}
          formatMoney={display.formatMoney}
          showProgress={display.showProgress}
          timeZone={display.timeZone}
          wording={display.wording}
          backLink={backLink}
          actions={
            <>
              <InvestActions issuance={project} />
              <FollowButton
                following={project.following}
                title={project.title}
                disabled={follow.isPending}
                onToggle={(next) => follow.mutate({ id: project.id, follow: next })}
              />
            </>
          }
        />
      )}
    </QueryState>
  );
  // The sheet brings its own page and back link; until it shows, the way back stays above the skeleton or the error.
  return issuance.data ? (
    sheet
  ) : (
    <div className={styles.page}>
      {backLink}
      {sheet}
    </div>
  );
}
