import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { projectStatusOrder, type IssuanceDetail, type Money } from 'shared';
import { Button, EmptyState, LoadingState, Skeleton } from 'shared/ui';
import { IssuanceFact, IssuanceStatusFlow, ProjectSheet } from 'shared/issuances';
import { useCurrency, useCustomization, useHttp } from 'host/platform';
import type { IssuanceLinkState } from '../../issuance-link';
import { managerPaths } from '../../paths';
import { useWording } from '../../wording';
import { errorStatus, getIssuance, issuanceKeys } from '../issuances/issuances.api';
import { useHiddenDocumentDownloads } from './hidden-documents';
import styles from './issuance-detail.module.css';

/** /manager/issuances/:id: the project sheet with its place in the tenant's status flow. */
export default function IssuanceDetailScreen() {
  const { t } = useTranslation(['manager', 'ui']);
  const { id = '' } = useParams();
  const http = useHttp();
  const location = useLocation();
  const listSearch = (location.state as IssuanceLinkState)?.listSearch ?? '';

  const detail = useQuery({
    queryKey: issuanceKeys.detail(id),
    queryFn: ({ signal }) => getIssuance(http, id, signal),
  });

  const back = (
    <Link className={styles.back} to={managerPaths.issuances.href(listSearch)}>
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
                <Link className={styles.button} to={managerPaths.issuances.href()}>
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
  const formatMoney = useCallback((amount: Money) => format(amount), [format]);
  const openHiddenDocument = useHiddenDocumentDownloads(issuance.documents, 'manager:detail.document_failed');
  return (
    // Composes around the shared sheet: only clicks on hidden documents' links are taken over
    // (Enter on a link is a click too, so the keyboard gets the same).
    <div onClickCapture={openHiddenDocument}>
      <ProjectSheet
        issuance={issuance}
        formatMoney={formatMoney}
        showProgress={!customization.hide.progressBar}
        timeZone={customization.time_zone}
        wording={wording}
        backLink={backLink}
        actions={<StatusPanel issuance={issuance} />}
      />
    </div>
  );
}

/** Where the issuance is in the tenant's status flow, its phase, and who runs it. */
function StatusPanel({ issuance }: { issuance: IssuanceDetail }) {
  const { t } = useTranslation('manager');
  return (
    <IssuanceStatusFlow issuance={issuance} order={projectStatusOrder(useCustomization())}>
      <IssuanceFact label={t('detail.progress.owner')}>{issuance.owner.name}</IssuanceFact>
    </IssuanceStatusFlow>
  );
}
