import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { CircleCheck, Clock } from 'lucide-react';
import { useCurrency, useCustomization } from 'host/platform';
import { PAID_INVESTMENT_STATUSES, type InvestmentAnswer } from 'shared';
import { ButtonLink, EmptyState, LoadError, LoadingState } from 'shared/ui';
import { hostPaths, investPaths } from '../../paths';
import { AWAITING_PROVIDER, usePaymentState } from '../order/order.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepSkeleton } from '../../invest-flow/step-states';
import { OrderGate } from '../order/order-gate';
import { orderStatus, useOrderInvestment } from '../order/use-order-investment';
import orderStyles from '../order/order.module.css';
import styles from './payment-success.module.css';

function PaymentOutcome({ slug, investment }: { slug: string; investment: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const { format } = useCurrency();
  const { hide } = useCustomization();
  // The provider's signed notification may land a moment after the browser comes back.
  const payment = usePaymentState(investment.id, { poll: true });

  if (payment.isPending) return <LoadingState label={t('success.loading')}><StepSkeleton /></LoadingState>;
  if (payment.isError) return <LoadError title={t('order.error')} retrying={payment.isFetching} onRetry={() => void payment.refetch()} />;
  const state = payment.data;
  if (state.status === 'PAYMENT_ERROR') {
    return <Navigate replace to={investPaths.paymentError(slug, investment.id, state.last_error)} />;
  }
  if (AWAITING_PROVIDER.includes(state.status)) {
    return (
      <LoadingState label={t('success.confirming')}>
        <p className={styles.lead}>{t('success.confirming_detail')}</p>
      </LoadingState>
    );
  }
  if (state.status === 'PROOF_OF_PAYMENT_UPLOADED') {
    return (
      <section className={styles.panel} aria-labelledby="outcome-title">
        <Clock size={32} aria-hidden="true" className={styles.pending} />
        <h2 id="outcome-title" className={styles.heading}>
          {t('success.proof_title')}
        </h2>
        <p className={styles.lead}>{t('success.proof_detail', { total: format(state.total) })}</p>
        <div className={orderStyles.actions}>
          <ButtonLink as={Link} to={investPaths.step(slug, 'congratulations', investment.id)}>
            {t('success.next_steps')}
          </ButtonLink>
          <ButtonLink as={Link} variant="secondary" to={hostPaths.investments}>
            {t('success.investments')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  if (!PAID_INVESTMENT_STATUSES.includes(state.status)) {
    return (
      <EmptyState
        title={t('success.not_paid')}
        action={
          <ButtonLink as={Link} to={investPaths.step(slug, 'method-payment', investment.id)}>
            {t('bankwire.choose_method')}
          </ButtonLink>
        }
      />
    );
  }
  // The contract is signed before paying; only an order paid before that (older orders) still signs.
  const signingDue = !hide.signInvestment && (state.status === 'CHARGED' || state.status === 'SIGNED_PENDING');
  return (
    <section className={styles.panel} aria-labelledby="outcome-title">
      <CircleCheck size={32} aria-hidden="true" className={styles.done} />
      <h2 id="outcome-title" className={styles.heading}>
        {t('success.paid_title')}
      </h2>
      <p className={styles.lead}>{t('success.paid_detail', { total: format(state.total) })}</p>
      <p className={styles.lead}>{signingDue ? t('success.next_sign') : t('success.next_done')}</p>
      <div className={orderStyles.actions}>
        {!signingDue ? (
          <ButtonLink as={Link} to={investPaths.step(slug, 'congratulations', investment.id)}>
            {t('success.continue')}
          </ButtonLink>
        ) : (
          <ButtonLink as={Link} to={investPaths.step(slug, 'sign', investment.id)}>
            {t('success.sign')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

/** /invest/{slug}/payment-success: where the provider returns after paying, and where a sent proof leads. */
export default function PaymentSuccessScreen() {
  const { t } = useTranslation('invest');
  const order = useOrderInvestment({ returnFromProvider: true });
  return (
    <StepFrame page="payment-success" status={orderStatus(order)} title={t('success.title')}>
      <OrderGate order={order}>{(investment) => <PaymentOutcome slug={order.slug} investment={investment} />}</OrderGate>
    </StepFrame>
  );
}
