import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CircleX } from 'lucide-react';
import * as v from 'valibot';
import { paymentErrorKeySchema, type PaymentErrorKey } from 'shared';
import { ButtonLink } from 'shared/ui';
import { hostPaths, investPaths, PAYMENT_ERROR_QUERY } from '../../paths';
import { usePaymentState } from '../order/order.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { orderStatus, useOrderInvestment } from '../order/use-order-investment';
import orderStyles from '../order/order.module.css';
import styles from '../payment-success/payment-success.module.css';

function useLastError(investmentId: string | null): PaymentErrorKey | null {
  const payment = usePaymentState(investmentId ?? '', { enabled: investmentId !== null });
  return payment.data?.last_error ?? null;
}

/**
 * /invest/{slug}/payment-error: the spec's three payment errors in words, and a retry that goes
 * back to choosing the method (a failed payment may be paid again, with any method).
 */
export default function PaymentErrorScreen() {
  const { t } = useTranslation('invest');
  const [params] = useSearchParams();
  const order = useOrderInvestment({ returnFromProvider: true });
  const investmentId = order.state === 'ready' ? order.investment.id : null;
  const fromAddress = params.get(PAYMENT_ERROR_QUERY);
  const lastError = useLastError(fromAddress === null ? investmentId : null);
  const reason: PaymentErrorKey = v.is(paymentErrorKeySchema, fromAddress) ? fromAddress : (lastError ?? 'payment_failed');
  return (
    // The reason is the page's heading, which takes the focus: a screen reader says it first.
    <StepFrame page="payment-error" status={orderStatus(order)} title={t(`payment_error.reasons.${reason}`)}>
      <section className={styles.panel} aria-label={t('payment_error.title')}>
        <CircleX size={32} aria-hidden="true" className={styles.failed} />
        <p className={styles.lead}>{t(`payment_error.details.${reason}`)}</p>
        <div className={orderStyles.actions}>
          <ButtonLink as={Link} to={investPaths.step(order.slug, 'method-payment', investmentId ?? undefined)}>
            {t('payment_error.retry')}
          </ButtonLink>
          <ButtonLink as={Link} variant="secondary" to={hostPaths.investments}>
            {t('success.investments')}
          </ButtonLink>
        </div>
      </section>
    </StepFrame>
  );
}
