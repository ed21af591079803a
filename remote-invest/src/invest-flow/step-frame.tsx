import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomization } from 'host/platform';
import { investStepOfStatus, type InvestmentStatus, type InvestRouteSegment, type OnboardingStep } from 'shared';
import { Stepper } from 'shared/ui';
import styles from './step-frame.module.css';

/** The stages of an order the stepper names; the payment pages share one. */
type OrderStage = 'amount' | 'method' | 'payment' | 'sign' | 'done';

/** The pages of an order, from the amount to the congratulations. */
type OrderPage = 'invest' | 'contribution-breakdown' | 'method-payment' | 'payment-bankwire' | 'payment-creditcard' | 'payment-success' | 'payment-error' | 'sign' | 'congratulations';

const STAGE_OF_PAGE: { readonly [Page in OrderPage]: OrderStage } = {
  invest: 'amount',
  'contribution-breakdown': 'method',
  'method-payment': 'method',
  'payment-bankwire': 'payment',
  'payment-creditcard': 'payment',
  'payment-success': 'payment',
  'payment-error': 'payment',
  sign: 'sign',
  congratulations: 'done',
};

function isOrderPage(page: InvestRouteSegment): page is OrderPage {
  return page in STAGE_OF_PAGE;
}

/**
 * Where an order stands: the page its status is due at (shared's mapping, as the API's next step
 * reads it), so a page opened ahead of the order (the congratulations while a transfer awaits
 * confirmation) does not mark as done what is not. Without a status yet, the page's own stage.
 */
function orderStageOf(page: OrderPage, status: InvestmentStatus | undefined, signingHidden: boolean): OrderStage {
  if (!status) return STAGE_OF_PAGE[page];
  const due = investStepOfStatus(status, { signingHidden });
  if (due === null) return 'done';
  return isOrderPage(due) ? STAGE_OF_PAGE[due] : 'amount';
}

/** Where the investor is: an onboarding step, or an order's page and, once read, its status. */
type Progress = { step: OnboardingStep } | { page: OrderPage; status?: InvestmentStatus };

function useProgress(progress: Progress): { label: string; current: string; steps: { id: string; label: string }[] } {
  const { t } = useTranslation('invest');
  const { flows, hide } = useCustomization();
  if ('step' in progress) {
    return { label: t('flow.progress'), current: progress.step, steps: flows.onboarding.map((id) => ({ id, label: t(`flow.steps.${id}`) })) };
  }
  // The contract states the method and is signed before paying (invest, sign, pay).
  const stages: OrderStage[] = ['amount', 'method', ...(hide.signInvestment ? [] : (['sign'] as const)), 'payment', 'done'];
  return {
    label: t('order.stepper'),
    current: orderStageOf(progress.page, progress.status, hide.signInvestment),
    steps: stages.map((id) => ({ id, label: t(`order.stages.${id}`) })),
  };
}

type StepFrameProps = Progress & { title: ReactNode; description?: ReactNode; children: ReactNode };

/**
 * The frame of every page of the invest flow: where the investor is (the tenant's onboarding
 * steps, or the stages of an order), the page's heading, which takes the focus when the step
 * changes so a screen reader announces where they landed, and the page.
 */
export function StepFrame({ title, description, children, ...progress }: StepFrameProps) {
  const { t } = useTranslation('invest');
  const { label, current, steps } = useProgress(progress);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  const position = steps.findIndex((step) => step.id === current);
  return (
    <div className={[styles.frame, 'page' in progress ? styles.order : ''].join(' ')}>
      <div className={styles.stepper}>
        <Stepper label={label} current={current} steps={steps} />
      </div>
      {/* Five labelled steps do not fit a phone's width: there, the same in one line. */}
      {position !== -1 && <p className={styles.compact}>{t('flow.step_of', { number: position + 1, total: steps.length, step: steps[position]?.label })}</p>}
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
