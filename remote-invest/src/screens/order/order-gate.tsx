import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, routeNotFound } from 'host/platform';
import type { InvestmentAnswer } from 'shared';
import { Button, ButtonLink, EmptyState, LoadingState } from 'shared/ui';
import { StepSkeleton } from '../../invest-flow/step-states';
import { investPaths } from '../../paths';
import type { OrderInvestment } from './use-order-investment';

/**
 * What a step shows until its order is there: a skeleton, an error with a retry (a 404 is the
 * 404 page: not an order of this investor), or, with no open order, the way back to the amount.
 */
export function OrderGate({ order, children }: { order: OrderInvestment & { slug: string }; children: (investment: InvestmentAnswer) => ReactNode }) {
  const { t } = useTranslation('invest');
  if (order.state === 'pending') return <LoadingState label={t('order.loading')}><StepSkeleton /></LoadingState>;
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
          <ButtonLink as={Link} to={investPaths.step(order.slug, 'invest')}>
            {t('order.none.action')}
          </ButtonLink>
        }
      />
    );
  }
  return <>{children(order.investment)}</>;
}
