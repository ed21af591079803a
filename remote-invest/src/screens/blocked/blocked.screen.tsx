import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ONBOARDING_STEP_ROUTES, type OnboardingStep, type UserFlag } from 'shared';
import { Card, LoadError, LoadingState } from 'shared/ui';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepSkeleton } from '../../invest-flow/step-states';
import { useNextStep } from '../../invest-flow/next-step';
import { hostPaths, investPaths } from '../../paths';
import styles from './blocked.module.css';

/** The step where each refusal is put right; a rejected user has nothing to fix in the flow. */
const FIX_STEP: { readonly [F in UserFlag]: OnboardingStep | null } = {
  KYC_NOT_APPROVED: 'KYC',
  SUITABILITY_TEST_NOT_APPROVED: 'SUITABILITY_TEST',
  ADITIONAL_DATA_NOT_APPROVED: 'USER_ADDITIONAL_DATA',
  USER_REJECTED: null,
};

/** /invest/{slug}/blocked: why this investor may not go on, for how long, or what to fix (with the manager's own words when they wrote any). */
export default function BlockedScreen() {
  const { t } = useTranslation(['invest', 'domain']);
  const { slug = '' } = useParams();
  const next = useNextStep(slug);
  const messageId = useId();

  if (next.isPending) return <LoadingState label={t('flow.loading')}><StepSkeleton /></LoadingState>;
  if (next.isError) return <LoadError title={t('flow.load_error')} retrying={next.isFetching} onRetry={() => void next.refetch()} />;
  // The host's check sends anyone not blocked on to their step; this is only the moment between.
  if (next.data.kind !== 'blocked') return <LoadingState label={t('flow.loading')}><StepSkeleton /></LoadingState>;

  const { blocked } = next.data;
  if (blocked.reason === 'pending_validation') {
    return (
      <StepFrame step="INVEST" title={t('blocked.pending.title')} description={t('blocked.pending.description', { hours: blocked.hours })}>
        <Card>
          <div className={styles.body}>
            <p>{t('blocked.pending.why')}</p>
            <p>{t('blocked.pending.when', { hours: blocked.hours })}</p>
            <div className={styles.links}>
              <Link className={styles.link} to={investPaths.step(slug, 'identification')}>
                {t('blocked.pending.status')}
              </Link>
              <Link className={styles.link} to={hostPaths.investments}>
                {t('blocked.investments')}
              </Link>
            </div>
          </div>
        </Card>
      </StepFrame>
    );
  }

  return (
    <StepFrame step={blocked.flags.map((flag) => FIX_STEP[flag]).find((step) => step !== null) ?? 'INVEST'} title={t('blocked.rejected.title')} description={t('blocked.rejected.description')}>
      <Card>
        {blocked.message && (
          <section className={styles.message} aria-labelledby={messageId}>
            <h2 id={messageId} className={styles.messageTitle}>
              {t('blocked.rejected.message')}
            </h2>
            <p>{blocked.message}</p>
          </section>
        )}
        <ul className={styles.flags}>
          {blocked.flags.map((flag) => {
            const step = FIX_STEP[flag];
            return (
              <li key={flag} className={styles.flag}>
                <strong>{t(`domain:user_flag.${flag}`)}</strong>
                <span>{t(`blocked.rejected.fix.${flag}`)}</span>
                {step && (
                  <Link className={styles.link} to={investPaths.step(slug, ONBOARDING_STEP_ROUTES[step])}>
                    {t('blocked.rejected.go', { step: t(`domain:onboarding_step.${step}`) })}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </Card>
    </StepFrame>
  );
}
