import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError, readApiError, useCurrency, useNotify } from 'host/platform';
import { formatDateTime, isBankPaymentMethod, localeOf, PROOF_OF_PAYMENT_MAX_MB, type InvestmentAnswer, type PaymentInstructions, type PaymentState } from 'shared';
import { createValidate, FileField } from 'shared/forms';
import { Button, ButtonLink, Card, EmptyState, LoadingState } from 'shared/ui';
import { investPaths } from '../../paths';
import { usePaymentState, useStartPayment, useUploadProofOfPayment } from '../order/order.api';
import { CopyButton } from '../order/copy-button';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepSkeleton } from '../../invest-flow/step-states';
import { OrderGate } from '../order/order-gate';
import { orderStatus, useOrderInvestment } from '../order/use-order-investment';
import orderStyles from '../order/order.module.css';
import { isAcceptedProofType, PROOF_ACCEPT, proofOfPaymentSchema, type ProofOfPaymentValues } from './payment-bankwire.schema';
import styles from './payment-bankwire.module.css';

const validate = createValidate(proofOfPaymentSchema);

/** An IBAN in groups of four, as banks print it, so it can be read and typed back. */
function groupedIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** Where to, how much and with which reference: each value can be copied. */
function TransferDetails({ instructions }: { instructions: PaymentInstructions }) {
  const { t } = useTranslation('invest');
  const { format } = useCurrency();
  return (
    <Card title={t('bankwire.details_title')} description={t('bankwire.details_description')} headingLevel={2}>
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt>{t('bankwire.iban')}</dt>
          <dd>
            <span className={orderStyles.code}>{groupedIban(instructions.iban)}</span>
            <CopyButton value={instructions.iban.replace(/\s+/g, '')} label={t('bankwire.iban')} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('bankwire.beneficiary')}</dt>
          <dd>{instructions.beneficiary}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('bankwire.reference')}</dt>
          <dd>
            <span className={orderStyles.code}>{instructions.reference}</span>
            <CopyButton value={instructions.reference} label={t('bankwire.reference')} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('bankwire.amount')}</dt>
          <dd>
            <span className={styles.amount}>{format(instructions.amount)}</span>
            <CopyButton value={instructions.amount} label={t('bankwire.amount')} />
          </dd>
        </div>
      </dl>
      <p className={[orderStyles.notice, orderStyles.warning, styles.reminder].join(' ')}>{t('bankwire.reference_reminder')}</p>
    </Card>
  );
}

type ProofFailure = 'type' | 'unexpected';

function ProofForm({ slug, investment }: { slug: string; investment: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const navigate = useNavigate();
  const upload = useUploadProofOfPayment(slug, investment.id);
  const notify = useNotify();
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<ProofFailure | null>(null);

  const onSubmit = async ({ file }: ProofOfPaymentValues) => {
    setFailure(null);
    if (!file) return undefined;
    if (!isAcceptedProofType(file)) {
      setFailure('type');
      return undefined;
    }
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      notify.success('invest:bankwire.saved');
      await navigate(investPaths.step(slug, 'payment-success', investment.id));
      return undefined;
    } catch (error) {
      setProgress(undefined);
      // A type or size the API refuses comes back as a field error on the file (400).
      const answer = readApiError(error);
      if (answer.fieldErrors) return answer.fieldErrors;
      setFailure('unexpected');
      return undefined;
    }
  };

  return (
    <Form<ProofOfPaymentValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <Card title={t('bankwire.proof_title')} description={t('bankwire.proof_description')} headingLevel={2}>
            <FileField name="file" label={t('bankwire.proof_label')} hint={t('bankwire.proof_hint')} accept={PROOF_ACCEPT} maxSizeMb={PROOF_OF_PAYMENT_MAX_MB} progress={progress} />
          </Card>
          {failure && (
            <p role="alert" className={[orderStyles.notice, orderStyles.danger].join(' ')}>
              {t(`bankwire.errors.${failure}`)}
            </p>
          )}
          <div className={orderStyles.actions}>
            <Button type="submit" loading={submitting}>
              {t('bankwire.submit')}
            </Button>
            <ButtonLink as={Link} variant="secondary" to={investPaths.step(slug, 'method-payment', investment.id)}>
              {t('bankwire.change_method')}
            </ButtonLink>
          </div>
        </form>
      )}
    </Form>
  );
}

/** The proof is in: the manager confirms the transfer when it arrives. */
function ProofSent({ slug, investment, state }: { slug: string; investment: InvestmentAnswer; state: PaymentState }) {
  const { t, i18n } = useTranslation('invest');
  const proof = state.proof_of_payment;
  return (
    <EmptyState
      title={t('bankwire.sent_title')}
      description={proof ? t('bankwire.sent_description', { name: proof.name, date: formatDateTime(proof.uploaded_at, localeOf(i18n.language)) }) : undefined}
      action={
        <ButtonLink as={Link} to={investPaths.step(slug, 'payment-success', investment.id)}>
          {t('bankwire.continue')}
        </ButtonLink>
      }
    />
  );
}

/** The method is chosen but the transfer's details were not asked for yet (a step opened by its address). */
function StartTransfer({ slug, investment, state }: { slug: string; investment: InvestmentAnswer; state: PaymentState }) {
  const { t, i18n } = useTranslation('invest');
  const start = useStartPayment(slug, investment.id);
  const method = state.method;
  if (!method || !isBankPaymentMethod(method)) {
    return (
      <EmptyState
        title={t('bankwire.no_method')}
        action={
          <ButtonLink as={Link} to={investPaths.step(slug, 'method-payment', investment.id)}>
            {t('bankwire.choose_method')}
          </ButtonLink>
        }
      />
    );
  }
  // The payment starts once the contract, which states the method, is signed (invest, sign, pay).
  if (start.isError && readApiError(start.error).key === 'contract_not_signed') {
    return (
      <EmptyState
        title={t('order.sign_first')}
        action={
          <ButtonLink as={Link} to={investPaths.step(slug, 'sign', investment.id)}>
            {t('order.to_sign')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <EmptyState
      title={t('bankwire.start_title')}
      description={start.isError ? t('bankwire.errors.unexpected') : undefined}
      action={
        <Button loading={start.isPending} onClick={() => start.mutate({ method, lang: localeOf(i18n.language) })}>
          {t('bankwire.start')}
        </Button>
      }
    />
  );
}

function BankTransfer({ slug, investment }: { slug: string; investment: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const payment = usePaymentState(investment.id);
  if (payment.isPending) return <LoadingState label={t('bankwire.loading')}><StepSkeleton /></LoadingState>;
  if (payment.isError) {
    return (
      <EmptyState
        title={isApiError(payment.error, { status: 404 }) ? t('bankwire.no_method') : t('order.error')}
        action={
          <Button variant="secondary" onClick={() => void payment.refetch()}>
            {t('order.retry')}
          </Button>
        }
      />
    );
  }
  const state = payment.data;
  if (state.proof_of_payment || state.status === 'PROOF_OF_PAYMENT_UPLOADED') return <ProofSent slug={slug} investment={investment} state={state} />;
  if (!state.instructions) return <StartTransfer slug={slug} investment={investment} state={state} />;
  return (
    <>
      <TransferDetails instructions={state.instructions} />
      <ProofForm slug={slug} investment={investment} />
    </>
  );
}

/** /invest/{slug}/payment-bankwire: the tenant's account, the reference and amount, and the proof upload. */
export default function PaymentBankwireScreen() {
  const { t } = useTranslation('invest');
  const order = useOrderInvestment();
  return (
    <StepFrame page="payment-bankwire" status={orderStatus(order)} title={t('bankwire.title')} description={t('bankwire.description')}>
      <OrderGate order={order}>{(investment) => <BankTransfer slug={order.slug} investment={investment} />}</OrderGate>
    </StepFrame>
  );
}
