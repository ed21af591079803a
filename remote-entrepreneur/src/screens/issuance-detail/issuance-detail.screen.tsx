import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { projectStatusOrder, type IssuanceDetail } from 'shared';
import { Button, EmptyState, LoadingState, Skeleton, Stepper } from 'shared/ui';
import { ProjectSheet } from 'shared/issuances';
import { useCurrency, useCustomization, useHttp } from 'host/platform';
import type { IssuanceLinkState } from '../../issuance-link';
import { entrepreneurPaths } from '../../paths';
import { useWording } from '../../wording';
import { softCapPercent, useCampaignTimeText } from '../issuances/figures';
import { errorStatus, getIssuance, issuanceKeys } from '../issuances/issuances.api';
import { useHiddenDocumentDownloads } from './hidden-documents';
import styles from './issuance-detail.module.css';

/** /entrepreneur/issuances/:id: one of the entrepreneur's own issuances, with its figures and its place in the status flow; another's answers 404 and shows the not-found state. */
export default function IssuanceDetailScreen() {
  const { t } = useTranslation('entrepreneur');
  const { id = '' } = useParams();
  const http = useHttp();
  const location = useLocation();
  const listSearch = (location.state as IssuanceLinkState)?.listSearch ?? '';

  const detail = useQuery({
    queryKey: issuanceKeys.detail(id),
    queryFn: ({ signal }) => getIssuance(http, id, signal),
  });

  const back = (
    <Link className={styles.back} to={entrepreneurPaths.issuances.href(listSearch)}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className={styles.page}>
        {back}
        <LoadingState label={t('detail.loading')}>
          <Skeleton width="40%" height="2rem" />
          <Skeleton width="60%" />
          <Skeleton shape="rect" height="6rem" />
          <div className={styles.skeletonLayout}>
            <Skeleton shape="rect" height="18rem" />
            <Skeleton shape="rect" height="18rem" />
          </div>
        </LoadingState>
      </div>
    );
  }

  if (detail.isError) {
    const notFound = errorStatus(detail.error) === 404;
    return (
      <div className={styles.page}>
        {back}
        <div className={styles.panel} role={notFound ? undefined : 'alert'}>
          {notFound ? (
            <EmptyState
              icon={<SearchX size={24} />}
              title={
                <span role="heading" aria-level={1}>
                  {t('detail.not_found.title')}
                </span>
              }
              description={t('detail.not_found.description')}
              action={
                <Link className={styles.button} to={entrepreneurPaths.issuances.href()}>
                  {t('detail.back')}
                </Link>
              }
            />
          ) : (
            <EmptyState
              title={t('detail.error.title')}
              description={t('detail.error.description')}
              action={
                <Button variant="secondary" onClick={() => void detail.refetch()} loading={detail.isFetching}>
                  {t('ui:action.retry')}
                </Button>
              }
            />
          )}
        </div>
      </div>
    );
  }

  return <Sheet issuance={detail.data} backLink={back} />;
}

function Sheet({ issuance, backLink }: { issuance: IssuanceDetail; backLink: ReactNode }) {
  const customization = useCustomization();
  const { format } = useCurrency();
  const { wording } = useWording();
  const formatMoney = useCallback((amount: number) => format(amount), [format]);
  const openHiddenDocument = useHiddenDocumentDownloads(issuance.documents, 'entrepreneur:detail.document_failed');
  return (
    // Composes around the shared sheet: only clicks on hidden documents' links are taken over
    // (Enter on a link is a click too, so the keyboard gets the same).
    <div onClickCapture={openHiddenDocument}>
      <ProjectSheet
        issuance={issuance}
        formatMoney={formatMoney}
        showProgress={!customization.hide.progressBar}
        wording={wording}
        backLink={backLink}
        actions={<StatusPanel issuance={issuance} />}
      />
    </div>
  );
}

/** Where the issuance is in the tenant's status flow, its phase, and the figures its owner follows. */
function StatusPanel({ issuance }: { issuance: IssuanceDetail }) {
  const { t } = useTranslation('entrepreneur');
  const order = projectStatusOrder(useCustomization());
  const flowRef = useRef<HTMLDivElement>(null);

  // On a phone the flow scrolls sideways: bring the current status into view.
  useEffect(() => {
    const flow = flowRef.current;
    const current = flow?.querySelector<HTMLElement>('[aria-current="step"]');
    if (flow && current) flow.scrollLeft = current.offsetLeft - (flow.clientWidth - current.offsetWidth) / 2;
  }, [issuance.status]);
  const { context } = useWording();
  const campaignTime = useCampaignTimeText();
  return (
    <section className={styles.status} aria-labelledby="issuance-status-title">
      <h2 id="issuance-status-title" className={styles.statusTitle}>
        {t('detail.progress.title')}
      </h2>
      <div ref={flowRef} className={styles.flow}>
        <Stepper
          label={t('detail.progress.label')}
          current={issuance.status}
          steps={order.map((status) => ({ id: status, label: t(`domain:project_status.${status}`) }))}
        />
      </div>
      {!order.includes(issuance.status) && (
        <p className={styles.note}>{t('detail.progress.not_in_flow', { status: t(`domain:project_status.${issuance.status}`) })}</p>
      )}
      <dl className={styles.facts}>
        {issuance.phase && (
          <div>
            <dt>{t('detail.progress.phase')}</dt>
            <dd>{t(`domain:project_phase.${issuance.phase}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.progress.soft_cap')}</dt>
          <dd className={styles.numeric}>{t('issuances.soft_cap_reached', { percent: softCapPercent(issuance.soft_cap_progress) })}</dd>
        </div>
        <div>
          <dt>{t('detail.progress.investors', { context })}</dt>
          <dd className={styles.numeric}>{issuance.investors}</dd>
        </div>
        <div>
          <dt>{t('detail.progress.days_left')}</dt>
          <dd>{campaignTime(issuance)}</dd>
        </div>
      </dl>
    </section>
  );
}
