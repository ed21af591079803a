import { Fragment, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, Coins, Users } from 'lucide-react';
import { projectStatusOrder, type IssuanceDetail, type Money, type ProjectDocument } from 'shared';
import { QueryState, Skeleton } from 'shared/ui';
import { IssuanceFact, IssuanceStatusFlow, ProjectSheet, useCampaignTimeText } from 'shared/issuances';
import { useCurrency, useCustomization, useDownload, useNotify } from 'host/platform';
import type { IssuanceArea } from '../area';
import type { IssuanceLinkState } from '../issuance-link';
import '../messages';
import { useWording } from '../wording';
import { useIssuance } from '../issuances/issuances.api';
import { PhasePanel } from './phase-panel';
import styles from './issuance-sheet.module.css';

/** The figures the status panel shows beside the flow: a manager wants to know who runs the
 * issuance, its entrepreneur the investors and the time left. */
export type IssuanceFactName = 'owner' | 'investors' | 'days_left';

type IssuanceSheetPageProps = { area: IssuanceArea; facts: readonly IssuanceFactName[] };

/** The issuance of the address (`:id`): the project sheet with its place in the tenant's
 * status flow. One the person may not see answers 404 and shows the host's 404 page. */
export function IssuanceSheetPage({ area, facts }: IssuanceSheetPageProps) {
  const { t } = useTranslation(['issuance-admin', 'ui', area.ns]);
  const back = t(`${area.ns}:detail.back`);
  const { id = '' } = useParams();
  const location = useLocation();
  const listSearch = (location.state as IssuanceLinkState)?.listSearch ?? '';

  const detail = useIssuance(area.ns, id);

  const backLink = (
    <Link className={styles.back} to={area.paths.issuances.href(listSearch)}>
      <ArrowLeft size={16} aria-hidden="true" />
      {back}
    </Link>
  );

  // An issuance the person may not see is a page that does not exist: the host's 404.
  const sheet = (
    <QueryState
      query={detail}
      notFound="page"
      errorTitle={t('detail.error.title')}
      errorDescription={t('detail.error.description')}
      loadingLabel={t('detail.loading')}
      loading={<SheetSkeleton />}
    >
      {(issuance) => <Sheet area={area} issuance={issuance} backLink={backLink} facts={facts} />}
    </QueryState>
  );
  // The sheet places the way back itself; until it shows, the way back leads the page.
  return detail.data ? (
    sheet
  ) : (
    <div className={styles.page}>
      {backLink}
      {sheet}
    </div>
  );
}

function SheetSkeleton() {
  return (
    <>
      <Skeleton width="40%" height="2rem" />
      <Skeleton width="60%" />
      <Skeleton shape="rect" height="6rem" />
      <div className={styles.skeletonLayout}>
        <Skeleton shape="rect" height="18rem" />
        <Skeleton shape="rect" height="18rem" />
      </div>
    </>
  );
}

function Sheet({ area, issuance, backLink, facts }: { area: IssuanceArea; issuance: IssuanceDetail; backLink: ReactNode; facts: readonly IssuanceFactName[] }) {
  const customization = useCustomization();
  const { format } = useCurrency();
  const { wording } = useWording();
  const formatMoney = useCallback((amount: Money) => format(amount), [format]);
  const download = useDownload();
  const notify = useNotify();
  // A hidden document is served only with the session's token: fetched, then saved.
  const openDocument = useCallback(
    (document: ProjectDocument) => void download(document.url, document.name).catch(() => notify.error('issuance-admin:detail.document_failed')),
    [download, notify],
  );
  return (
    <ProjectSheet
      issuance={issuance}
      formatMoney={formatMoney}
      showProgress={!customization.hide.progressBar}
      timeZone={customization.time_zone}
      wording={wording}
      backLink={backLink}
      actions={
        <>
          <StatusPanel area={area} issuance={issuance} facts={facts} />
          <PhasePanel area={area} issuanceId={String(issuance.id)} />
        </>
      }
      onOpenDocument={openDocument}
    />
  );
}

/** Where the issuance is in the tenant's status flow, its phase, and the area's facts. */
function StatusPanel({ area, issuance, facts }: { area: IssuanceArea; issuance: IssuanceDetail; facts: readonly IssuanceFactName[] }) {
  const { t } = useTranslation('issuance-admin');
  const { context } = useWording();
  const campaignTime = useCampaignTimeText();
  const shown: Record<IssuanceFactName, ReactNode> = {
    owner: <IssuanceFact label={t('detail.progress.owner')}>{issuance.owner.name}</IssuanceFact>,
    investors: (
      <IssuanceFact label={t('detail.progress.investors', { context })} numeric>
        {issuance.investors}
      </IssuanceFact>
    ),
    days_left: <IssuanceFact label={t('detail.progress.days_left')}>{campaignTime(issuance)}</IssuanceFact>,
  };
  return (
    <IssuanceStatusFlow
      issuance={issuance}
      order={projectStatusOrder(useCustomization())}
      actions={
        <div className={styles.links}>
          <Link className={styles.button} to={area.paths.investors.href(issuance.id)}>
            <Users size={16} aria-hidden="true" />
            {t('detail.investors_link', { context })}
          </Link>
          <Link className={styles.button} to={area.paths.benefits.href(issuance.id)}>
            <Coins size={16} aria-hidden="true" />
            {t('detail.benefits_link')}
          </Link>
        </div>
      }
    >
      {facts.map((fact) => (
        <Fragment key={fact}>{shown[fact]}</Fragment>
      ))}
    </IssuanceStatusFlow>
  );
}
