import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { readApiError, useCurrency, useCustomization } from 'host/platform';
import { isBankPaymentMethod, isPayableMethod, isZeroMoney, localeOf, paymentMethodRequestSchema, type Breakdown, type InvestmentAnswer, type PayableMethod, type PaymentMethodRequest } from 'shared';
import { createValidate, FormError, RadioGroupField } from 'shared/forms';
import { CreditCard, Globe, Landmark, Smartphone, Store, Wallet, type LucideIcon } from 'lucide-react';
import { Button, EmptyState, LoadingState } from 'shared/ui';
import { investPaths } from '../../paths';
import { useBreakdowns, useChoosePaymentMethod, useStartPayment } from '../order/order.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepSkeleton } from '../../invest-flow/step-states';
import { OrderGate } from '../order/order-gate';
import { useFeeText } from '../order/order-summary';
import { enabledPaymentMethods, paymentPageHref } from '../order/payment-methods';
import { orderStatus, useOrderInvestment } from '../order/use-order-investment';
import orderStyles from '../order/order.module.css';
import styles from './method-payment.module.css';

const validate = createValidate(paymentMethodRequestSchema);

/** What each method looks like at a glance. */
const METHOD_ICONS: Record<PayableMethod, LucideIcon> = {
  bank_transfer: Landmark,
  bank_wire: Globe,
  card_provider: CreditCard,
  card_terminal: Store,
  bizum: Smartphone,
  crypto_wallet: Wallet,
};

/** A method as a card: what it is and how long it takes, what it costs, and the total, aligned with the others. */
function MethodLabel({ breakdown }: { breakdown: Breakdown }) {
  const { t } = useTranslation('invest');
  const { format } = useCurrency();
  const feeText = useFeeText();
  const Icon = isPayableMethod(breakdown.method) ? METHOD_ICONS[breakdown.method] : Wallet;
  return (
    <span className={styles.option}>
      <Icon size={24} aria-hidden="true" className={styles.icon} />
      <span className={styles.text}>
        <span className={styles.name}>{t(`order.methods.${breakdown.method}`)}</span>
        <span className={styles.about}>{t(`method.about.${breakdown.method}`)}</span>
        <span className={styles.detail}>{feeText(breakdown)}</span>
      </span>
      <span className={styles.amount}>
        <span className={styles.amountLabel}>{t('breakdown.total')}</span>
        <span className={styles.amountValue}>{format(breakdown.total)}</span>
      </span>
    </span>
  );
}

function MethodForm({ slug, investment }: { slug: string; investment: InvestmentAnswer }) {
  const { t, i18n } = useTranslation('invest');
  const { extras, hide } = useCustomization();
  const navigate = useNavigate();
  const methods = enabledPaymentMethods();
  const breakdowns = useBreakdowns(investment.id, methods);
  const choose = useChoosePaymentMethod(slug, investment.id);
  const start = useStartPayment(slug, investment.id);
  const [failure, setFailure] = useState<'not_allowed' | 'unexpected' | null>(null);

  if (breakdowns.some((query) => query.isPending)) return <LoadingState label={t('method.loading')}><StepSkeleton /></LoadingState>;
  const failed = breakdowns.filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <EmptyState
        title={t('breakdown.error')}
        action={
          <Button variant="secondary" onClick={() => failed.forEach((query) => void query.refetch())}>
            {t('order.retry')}
          </Button>
        }
      />
    );
  }
  const options = breakdowns.flatMap((query) => (query.data ? [{ value: query.data.method, label: <MethodLabel breakdown={query.data} /> }] : []));

  const onSubmit = async (values: PaymentMethodRequest) => {
    setFailure(null);
    const method = values.method as PayableMethod;
    try {
      const state = await choose.mutateAsync({ method, ...(extras.payWithBalance ? { use_balance: !isZeroMoney(investment.balance_used) } : {}) });
      // The contract states the method and its fee: it is signed next, before paying (invest, sign, pay).
      if (!hide.signInvestment) {
        await navigate(investPaths.step(slug, 'sign', investment.id));
        return undefined;
      }
      // A balance that covers everything pays the order at once.
      if (state.status === 'CHARGED') {
        await navigate(investPaths.step(slug, 'payment-success', investment.id));
        return undefined;
      }
      // A transfer's details exist once its payment starts; a hosted page starts on its own step,
      // after the investor is told about the redirect.
      if (isBankPaymentMethod(method)) await start.mutateAsync({ method, lang: localeOf(i18n.language) });
      await navigate(paymentPageHref(method, slug, investment.id));
      return undefined;
    } catch (error) {
      const answer = readApiError(error);
      if (answer.fieldErrors) return answer.fieldErrors;
      setFailure(answer.key === 'investment_transition_not_allowed' ? 'not_allowed' : 'unexpected');
      return undefined;
    }
  };

  return (
    <Form<PaymentMethodRequest> onSubmit={onSubmit} validate={validate} initialValues={isPayableMethod(investment.payment_method) ? { method: investment.payment_method } : undefined}>
      {({ handleSubmit, submitting }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <RadioGroupField name="method" legend={t('method.legend')} options={options} required cards />
          <FormError />
          {failure && (
            <p role="alert" className={[orderStyles.notice, orderStyles.danger].join(' ')}>
              {t(`method.errors.${failure}`)}
            </p>
          )}
          <div className={orderStyles.actions}>
            <Button type="submit" loading={submitting}>
              {t(hide.signInvestment ? 'method.submit' : 'method.submit_sign')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** /invest/{slug}/method-payment: the methods the tenant offers, each with its fee; the choice leads to the contract to sign, then to its payment page. */
export default function MethodPaymentScreen() {
  const { t } = useTranslation('invest');
  const order = useOrderInvestment();
  return (
    <StepFrame page="method-payment" status={orderStatus(order)} title={t('method.title')} description={t('method.description')}>
      <OrderGate order={order}>{(investment) => <MethodForm slug={order.slug} investment={investment} />}</OrderGate>
    </StepFrame>
  );
}
