import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError, routeNotFound, useCurrency, useCustomization, usePlatform } from 'host/platform';
import { localeOf, type IssuanceDetail } from 'shared';
import { Button, EmptyState, LoadingState, Skeleton } from 'shared/ui';
import { ProjectSheet, wordingContext, wordingForTenant } from 'shared/issuances';
import { hostPaths, investPaths } from '../../paths';
import { usePublicIssuance } from './landing.api';
import styles from './landing.module.css';

/** Register to invest and declare interest while the project takes money or is about to. */
function CallsToAction({ issuance, context }: { issuance: IssuanceDetail; context: string | undefined }) {
  const { t } = useTranslation('invest');
  if (issuance.status === 'CLOSED') return <p className={styles.note}>{t('landing.closed')}</p>;
  return (
    <>
      <Link className={styles.primary} to={investPaths.register(issuance.slug)}>
        {t('landing.register', { context })}
      </Link>
      <Link className={styles.secondary} to={investPaths.declareInterest(issuance.slug)}>
        {t('landing.declare_interest')}
      </Link>
      <p className={styles.note}>
        {t('landing.login_prompt')}{' '}
        <Link className={styles.inline} to={hostPaths.login}>
          {t('landing.login')}
        </Link>
      </p>
    </>
  );
}

/** The public page of one project, for visitors without an account (data from the public endpoint). */
export default function LandingScreen() {
  const { t, i18n } = useTranslation('invest');
  const { slug = '' } = useParams();
  const { api } = usePlatform();
  const { hide, texts, time_zone: timeZone } = useCustomization();
  const { format } = useCurrency();
  const wording = wordingForTenant(api.known ? api.tenant : null);
  const context = wordingContext(wording);
  const issuance = usePublicIssuance(slug);

  if (issuance.isPending) {
    return (
      <LoadingState label={t('landing.loading')}>
        <div className={styles.skeletonHeader}>
          <Skeleton shape="rect" width={64} height={64} />
          <div className={styles.skeletonTitles}>
            <Skeleton width="50%" height={32} />
            <Skeleton width="70%" />
          </div>
        </div>
        <Skeleton shape="rect" height={360} />
      </LoadingState>
    );
  }
  if (issuance.isError) {
    if (isApiError(issuance.error, { status: 404 })) routeNotFound();
    return (
      <EmptyState
        title={t('landing.error')}
        action={
          <Button variant="secondary" onClick={() => void issuance.refetch()}>
            {t('landing.retry')}
          </Button>
        }
      />
    );
  }

  const project = issuance.data;
  const interestText = texts.declareInterestDescription?.[localeOf(i18n.language)];
  return (
    <ProjectSheet
      issuance={project}
      formatMoney={format}
      showProgress={!hide.progressBar}
      timeZone={timeZone}
      wording={wording}
      actions={
        <div className={styles.actions}>
          <div className={styles.buttons}>
            <CallsToAction issuance={project} context={context} />
          </div>
          {interestText && project.status !== 'CLOSED' && <p className={styles.note}>{interestText}</p>}
        </div>
      }
    />
  );
}
