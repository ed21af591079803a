import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomization } from 'host/platform';
import type { OnboardingStep } from 'shared';
import { Stepper } from 'shared/ui';
import styles from './step-frame.module.css';

/**
 * The frame of every page of the invest flow: where the investor is in the tenant's steps
 * (`flows.onboarding`, INVEST last), the page's heading, which takes the focus when the step
 * changes so a screen reader announces where they landed, and the page.
 */
export function StepFrame({ step, title, description, children }: { step: OnboardingStep; title: ReactNode; description?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('invest');
  const { flows } = useCustomization();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  const position = flows.onboarding.indexOf(step);
  return (
    <div className={styles.frame}>
      <div className={styles.stepper}>
        <Stepper label={t('flow.progress')} current={step} steps={flows.onboarding.map((id) => ({ id, label: t(`flow.steps.${id}`) }))} />
      </div>
      {/* Five labelled steps do not fit a phone's width: there, the same in one line. */}
      {position !== -1 && (
        <p className={styles.compact}>
          {t('flow.step_of', { number: position + 1, total: flows.onboarding.length, step: t(`flow.steps.${step}`) })}
        </p>
      )}
      <header className={styles.header}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {description && <p className={styles.description}>{description}</p>}
      </header>
      {children}
    </div>
  );
}
