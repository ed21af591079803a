import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrency, useCustomization, usePlatform } from 'host/platform';
import { localeOf, type IssuanceDetail } from 'shared';
import { QueryState, Skeleton } from 'shared/ui';
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

  const interestText = texts.declareInterestDescription?.[localeOf(i18n.language)];
  return (
    <QueryState query={issuance} notFound="page" errorTitle={t('landing.error')} loadingLabel={t('landing.loading')} loading={<LandingSkeleton />}>
      {(project) => (
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
      )}
    </QueryState>
  );
}

function LandingSkeleton() {
  return (
    <>
      <div className={styles.skeletonHeader}>
        <Skeleton shape="rect" width={64} height={64} />
        <div className={styles.skeletonTitles}>
          <Skeleton width="50%" height={32} />
          <Skeleton width="70%" />
        </div>
      </div>
      <Skeleton shape="rect" height={360} />
    </>
  );
}
