import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, routeNotFound, useCustomization } from 'host/platform';
import type { InvestmentAnswer } from 'shared';
import { Button, EmptyState, LoadingState, Skeleton, Stepper } from 'shared/ui';
import { investPaths } from '../../paths';
import type { OrderInvestment } from './use-order-investment';
import styles from './order.module.css';

/** The stages of an order the stepper names; the payment pages share one. */
export type OrderStage = 'amount' | 'method' | 'payment' | 'sign' | 'done';

function useOrderStages(): { id: OrderStage; label: string }[] {
  const { t } = useTranslation('invest');
  const { hide } = useCustomization();
  const stages: OrderStage[] = ['amount', 'method', 'payment', ...(hide.signInvestment ? [] : (['sign'] as const)), 'done'];
  return stages.map((id) => ({ id, label: t(`order.stages.${id}`) }));
}

type OrderFrameProps = {
  stage: OrderStage;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
};

/**
 * One step of an order: where the investor is among the stages, and the step's heading, which
 * takes the focus when the step opens so a screen reader announces the new step.
 */
export function OrderFrame({ stage, title, description, children }: OrderFrameProps) {
  const { t } = useTranslation('invest');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [stage]);
  return (
    <div className={styles.frame}>
      <Stepper steps={useOrderStages()} current={stage} label={t('order.stepper')} />
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

export function OrderLoading({ label }: { label: string }) {
  return (
    <LoadingState label={label}>
      <Skeleton width="40%" height={32} />
      <Skeleton shape="rect" height={240} />
    </LoadingState>
  );
}

/**
 * What a step shows until its order is there: a skeleton, an error with a retry (a 404 is the
 * 404 page: not an order of this investor), or, with no open order, the way back to the amount.
 */
export function OrderGate({ order, children }: { order: OrderInvestment & { slug: string }; children: (investment: InvestmentAnswer) => ReactNode }) {
  const { t } = useTranslation('invest');
  if (order.state === 'pending') return <OrderLoading label={t('order.loading')} />;
  if (order.state === 'error') {
    if (isApiError(order.error, { status: 404 })) routeNotFound();
    return (
      <EmptyState
        title={t('order.error')}
        action={
          <Button variant="secondary" onClick={order.retry}>
            {t('order.retry')}
          </Button>
        }
      />
    );
  }
  if (order.state === 'none') {
    return (
      <EmptyState
        title={t('order.none.title')}
        description={t('order.none.description')}
        action={
          <Link className={styles.primaryLink} to={investPaths.order.invest.href(order.slug)}>
            {t('order.none.action')}
          </Link>
        }
      />
    );
  }
  return <>{children(order.investment)}</>;
}
