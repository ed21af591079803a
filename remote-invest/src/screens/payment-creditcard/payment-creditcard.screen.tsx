import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ExternalLink, ShieldCheck, Wallet } from 'lucide-react';
import { readApiError, useCurrency } from 'host/platform';
import { isHostedPaymentMethod, isZeroMoney, localeOf, type InvestmentAnswer } from 'shared';
import { Button, ButtonLink, Card, EmptyState, LoadError, LoadingState } from 'shared/ui';
import { hostPaths, investPaths } from '../../paths';
import { isWebAddress, rememberPaidOrder, sendBrowserTo } from '../order/browser';
import { usePaymentState, useStartPayment } from '../order/order.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepSkeleton } from '../../invest-flow/step-states';
import { OrderGate } from '../order/order-gate';
import { orderStatus, useOrderInvestment } from '../order/use-order-investment';
import orderStyles from '../order/order.module.css';
import styles from './payment-creditcard.module.css';
import { usePaymentCard } from './saved-card.api';
import { SavedCardChoice, type CardChoice } from './saved-card-choice';
import { CryptoPaymentPanel } from './crypto-payment';

type Failure = 'mismatch' | 'unexpected' | 'not_signed' | 'not_configured' | 'saved_card_missing' | 'wallet_unverified';

/** The API's refusals the investor can be told plainly; anything else is unexpected. */
const FAILURES: Readonly<Record<string, Failure>> = {
  payment_method_mismatch: 'mismatch',
  contract_not_signed: 'not_signed',
  // The tenant's payment provider is not set up for this method: another method pays.
  payment_provider_not_configured: 'not_configured',
  payment_currency_not_supported: 'not_configured',
  saved_card_not_available: 'not_configured',
  saved_card_not_found: 'saved_card_missing',
  // A crypto payment must come from a wallet the investor proved theirs.
  crypto_wallet_unverified: 'wallet_unverified',
  payment_amount_not_convertible: 'not_configured',
};

/** Where an order paid through the chain stands once its transfer is confirmed. */
const PAID: readonly string[] = ['CHARGED', 'SIGNED'];

function HostedPayment({ slug, investment }: { slug: string; investment: InvestmentAnswer }) {
  const { t, i18n } = useTranslation('invest');
  const { format } = useCurrency();
  const navigate = useNavigate();
  // Polled while the order waits for its provider: a crypto payment ends here, without a redirect.
  const payment = usePaymentState(investment.id, { poll: true });
  const start = useStartPayment(slug, investment.id);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [leaving, setLeaving] = useState(false);
  const isCard = payment.data?.method === 'card_provider';
  const paymentCard = usePaymentCard(isCard);
  const [chosen, setChosen] = useState<CardChoice | null>(null);
  // Until the investor picks, their saved card is the natural choice.
  const cardChoice: CardChoice = chosen ?? (paymentCard.data?.card ? 'saved' : 'once');
  const savesCards = isCard && paymentCard.data?.available === true;
  const payingCrypto = useRef(false);
  if (payment.data?.crypto) payingCrypto.current = true;
  const paidStatus = payment.data?.status;
  useEffect(() => {
    // The watcher charged the order: on to the success page, as a provider's return would.
    if (payingCrypto.current && paidStatus && PAID.includes(paidStatus)) void navigate(investPaths.step(slug, 'payment-success', investment.id));
  }, [paidStatus, navigate, slug, investment.id]);

  if (payment.isPending) return <LoadingState label={t('card.loading')}><StepSkeleton /></LoadingState>;
  if (payment.isError) return <LoadError title={t('order.error')} retrying={payment.isFetching} onRetry={() => void payment.refetch()} />;
  const state = payment.data;
  const method = state.method;
  if (!method || !isHostedPaymentMethod(method)) {
    return (
      <EmptyState
        title={t('card.no_method')}
        action={
          <ButtonLink as={Link} to={investPaths.step(slug, 'method-payment', investment.id)}>
            {t('card.choose_method')}
          </ButtonLink>
        }
      />
    );
  }

  const leaveFor = (url: string) => {
    if (!isWebAddress(url)) {
      setFailure('unexpected');
      return;
    }
    rememberPaidOrder(slug, investment.id);
    setLeaving(true);
    sendBrowserTo(url);
  };

  const pay = async () => {
    setFailure(null);
    // A hosted page still open for this order is reused rather than starting a second payment.
    if (state.redirect_url) {
      leaveFor(state.redirect_url);
      return;
    }
    try {
      const card = savesCards && cardChoice !== 'once' ? cardChoice : undefined;
      const started = await start.mutateAsync({ method, return_origin: window.location.origin, lang: localeOf(i18n.language), ...(card ? { card } : {}) });
      if (started.kind === 'redirect') leaveFor(started.redirect_url);
      else if (started.kind === 'crypto') await payment.refetch();
      // Paid, or a saved card being charged: the success page follows the provider's confirmation.
      else if (started.kind === 'paid' || started.kind === 'charging') await navigate(investPaths.step(slug, 'payment-success', investment.id));
      else await navigate(investPaths.step(slug, 'payment-bankwire', investment.id));
    } catch (error) {
      const { key } = readApiError(error);
      setFailure((key ? FAILURES[key] : undefined) ?? 'unexpected');
    }
  };

  const methodName = t(`order.methods.${method}`);
  const changeMethod = (
    <ButtonLink as={Link} variant="secondary" to={investPaths.step(slug, 'method-payment', investment.id)}>
      {t('bankwire.change_method')}
    </ButtonLink>
  );
  if (state.crypto) {
    return (
      <>
        <CryptoPaymentPanel payment={state.crypto} />
        {!state.crypto.transfer && <div className={orderStyles.actions}>{changeMethod}</div>}
      </>
    );
  }
  const isCrypto = method === 'crypto_wallet';
  return (
    <>
      <Card title={t('card.summary_title')} headingLevel={2}>
        <dl className={orderStyles.figures}>
          <dt>{t('card.method')}</dt>
          <dd>{methodName}</dd>
          <dt>{t('order.summary.amount')}</dt>
          <dd>{format(state.amount)}</dd>
          {!isZeroMoney(state.balance_used) && (
            <>
              <dt>{t('order.summary.balance_used')}</dt>
              <dd>{format(state.balance_used)}</dd>
            </>
          )}
          <dt>{t('breakdown.fee')}</dt>
          <dd>{format(state.fee)}</dd>
          <dt className={orderStyles.total}>{t('breakdown.total')}</dt>
          <dd className={orderStyles.total}>{format(state.total)}</dd>
        </dl>
      </Card>
      {savesCards && paymentCard.data && <SavedCardChoice card={paymentCard.data.card} value={cardChoice} onChange={setChosen} />}
      <div className={[orderStyles.notice, styles.explain].join(' ')}>
        <ShieldCheck size={20} aria-hidden="true" className={styles.icon} />
        <div className={styles.steps}>
          {savesCards && cardChoice === 'saved' && paymentCard.data?.card ? (
            <p>{t('card.saved.charge', { total: format(state.total), last4: paymentCard.data.card.last4 })}</p>
          ) : isCrypto ? (
            <p>{t('crypto.start', { total: format(state.total) })}</p>
          ) : (
            <>
              <p>{t(savesCards && cardChoice === 'register' ? 'card.saved.redirect' : 'card.redirect', { method: methodName, total: format(state.total) })}</p>
              <p>{t('card.come_back')}</p>
            </>
          )}
        </div>
      </div>
      {failure && (
        <p role="alert" className={[orderStyles.notice, orderStyles.danger].join(' ')}>
          {t(`card.errors.${failure}`)}
          {failure === 'not_signed' && (
            <>
              {' '}
              <Link to={investPaths.step(slug, 'sign', investment.id)}>{t('order.to_sign')}</Link>
            </>
          )}
          {failure === 'wallet_unverified' && (
            <>
              {' '}
              <Link to={hostPaths.account}>{t('crypto.to_account')}</Link>
            </>
          )}
        </p>
      )}
      <div className={orderStyles.actions}>
        <Button onClick={() => void pay()} loading={start.isPending || leaving} icon={isCrypto ? <Wallet size={16} aria-hidden="true" /> : <ExternalLink size={16} aria-hidden="true" />}>
          {isCrypto ? t('crypto.submit') : savesCards && cardChoice === 'saved' ? t('card.saved.submit', { total: format(state.total) }) : t('card.submit')}
        </Button>
        {changeMethod}
      </div>
    </>
  );
}

/** /invest/{slug}/payment-creditcard: card, Bizum or crypto on the provider's hosted page; says so before leaving. */
export default function PaymentCreditcardScreen() {
  const { t } = useTranslation('invest');
  const order = useOrderInvestment();
  // A stablecoin is paid from the investor's own wallet, not on a provider's page.
  const crypto = order.state === 'ready' && order.investment.payment_method === 'crypto_wallet';
  return (
    <StepFrame page="payment-creditcard" status={orderStatus(order)} title={t(crypto ? 'crypto.page_title' : 'card.title')} description={t(crypto ? 'crypto.page_description' : 'card.description')}>
      <OrderGate order={order}>{(investment) => <HostedPayment slug={order.slug} investment={investment} />}</OrderGate>
    </StepFrame>
  );
}
