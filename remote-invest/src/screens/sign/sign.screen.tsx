import { useEffect, useState } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Download } from 'lucide-react';
import { readApiError, useCustomization } from 'host/platform';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  isBankPaymentMethod,
  isPayableMethod,
  localeOf,
  signatureRequestSchema,
  type ContractText,
  type InvestmentAnswer,
  type InvestmentStatus,
  type SignatureRequest,
} from 'shared';
import { CheckboxField, createValidate, FormError, TextField } from 'shared/forms';
import { Button, ButtonLink, Card, EmptyState, Skeleton } from 'shared/ui';
import { investPaths } from '../../paths';
import { useContract, useContractText, useSignContract, useStartPayment } from '../order/order.api';
import { paymentPageHref } from '../order/payment-methods';
import { StepFrame } from '../../invest-flow/step-frame';
import { OrderGate } from '../order/order-gate';
import { orderStatus, useOrderInvestment } from '../order/use-order-investment';
import orderStyles from '../order/order.module.css';
import { SignaturePad } from './signature-pad';
import styles from './sign.module.css';

const validate = createValidate(signatureRequestSchema);

/**
 * Statuses that can be signed: the method chosen and the payment not started (invest, sign, pay),
 * or, for an order paid before signing came first, paid and not signed yet.
 */
const SIGNABLE = ['METHOD_PAYMENT', 'CHARGED', 'SIGNED_PENDING'];
const SIGNED = ['SIGNED', 'CLOSED', 'MINTED'];
/** Before a method is chosen there is no contract to sign: it states the method and its fee. */
const BEFORE_METHOD = ['CREATED', 'ACCEPTED', 'PAYMENT_ERROR'];

/** An object URL for the PDF while the page shows its link, released when it goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The PDF of the same contract, to keep: a link once it has downloaded. */
function DownloadContract({ investment }: { investment: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const url = useObjectUrl(useContract(investment.id).data);
  if (!url) return null;
  return (
    <div className={styles.documentActions}>
      <ButtonLink as="a" variant="secondary" href={url} download={t('sign.file_name', { project: investment.project_slug })}>
        <Download size={16} aria-hidden="true" />
        {t('sign.download')}
      </ButtonLink>
    </div>
  );
}

/**
 * The contract's text as the API draws it into the PDF, shown as text: the dashboard's
 * Content-Security-Policy (`object-src 'none'`) shows no PDF in the page, and text reflows on a
 * phone, is read by a screen reader and scrolls with the keyboard.
 */
function ContractBody({ blocks }: { blocks: ContractText['blocks'] }) {
  const { t } = useTranslation('invest');
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus to scroll with the keyboard
    <section className={styles.document} aria-label={t('sign.contract_region')} tabIndex={0}>
      {blocks.map((block, index) => {
        const key = `${index}-${block.kind}`;
        if (block.kind === 'title') return <h3 key={key} className={styles.documentTitle}>{block.text}</h3>;
        if (block.kind === 'heading') return <h4 key={key} className={styles.documentHeading}>{block.text}</h4>;
        if (block.kind === 'row') {
          return (
            <p key={key} className={styles.documentRow}>
              <span className={styles.documentLabel}>{block.label}:</span> {block.value}
            </p>
          );
        }
        return <p key={key} className={styles.documentText}>{block.text}</p>;
      })}
    </section>
  );
}

function ContractDocument({ investment, contract }: { investment: InvestmentAnswer; contract: UseQueryResult<ContractText> }) {
  const { t } = useTranslation('invest');
  let body;
  if (contract.isError) {
    body = (
      <div className={[orderStyles.notice, orderStyles.danger].join(' ')} role="alert">
        <p>{t('sign.contract_error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void contract.refetch()}>
          {t('order.retry')}
        </Button>
      </div>
    );
  } else if (!contract.data) {
    body = (
      <div role="status" aria-label={t('sign.contract_loading')}>
        <Skeleton shape="rect" height={480} />
      </div>
    );
  } else {
    body = (
      <>
        <ContractBody blocks={contract.data.blocks} />
        <DownloadContract investment={investment} />
      </>
    );
  }
  return (
    <Card title={t('sign.contract_title')} description={t('sign.contract_description')} headingLevel={2}>
      {body}
    </Card>
  );
}

/**
 * After the signature, the payment: a paid order (the balance, or paid before signing) is done;
 * a transfer's details exist once its payment starts; a hosted page starts on its own step,
 * after the investor is told about the redirect.
 */
function useGoToPayment(slug: string, investment: InvestmentAnswer) {
  const { i18n } = useTranslation('invest');
  const navigate = useNavigate();
  const start = useStartPayment(slug, investment.id);
  return async (status: InvestmentStatus) => {
    const method = investment.payment_method;
    if (status !== 'METHOD_PAYMENT' || !isPayableMethod(method)) {
      await navigate(investPaths.step(slug, 'congratulations', investment.id));
      return;
    }
    if (isBankPaymentMethod(method)) await start.mutateAsync({ method, lang: localeOf(i18n.language) });
    await navigate(paymentPageHref(method, slug, investment.id));
  };
}

/** A contract signed already while its payment has not started: on to the payment. */
function SignedBeforePayment({ slug, investment }: { slug: string; investment: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const goToPayment = useGoToPayment(slug, investment);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const go = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await goToPayment(investment.status);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Card title={t('sign.signed_title')} description={t('sign.signed_description')} headingLevel={2}>
      {failed && (
        <p role="alert" className={[orderStyles.notice, orderStyles.danger].join(' ')}>
          {t('sign.errors.payment')}
        </p>
      )}
      <div className={orderStyles.actions}>
        <Button onClick={() => void go()} loading={busy}>
          {t('sign.to_payment')}
        </Button>
      </div>
    </Card>
  );
}

/** The pad needs the name typed above it to write the signature from it. */
function SignatureFromName() {
  const { input } = useField<string>('typed_name', { subscription: { value: true } });
  return <SignaturePad typedName={input.value ?? ''} />;
}

type Failure = 'not_required' | 'not_allowed' | 'payment' | 'unexpected';

function SignatureForm({ slug, investment }: { slug: string; investment: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const sign = useSignContract(slug, investment.id);
  const goToPayment = useGoToPayment(slug, investment);
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = async (values: SignatureRequest) => {
    setFailure(null);
    let signed;
    try {
      signed = await sign.mutateAsync({ typed_name: values.typed_name, drawn_signature: values.drawn_signature, consent: values.consent });
    } catch (error) {
      const answer = readApiError(error);
      if (answer.fieldErrors) return answer.fieldErrors;
      setFailure(answer.key === 'signature_not_required' ? 'not_required' : answer.key === 'investment_transition_not_allowed' ? 'not_allowed' : 'unexpected');
      return undefined;
    }
    try {
      await goToPayment(signed.status);
    } catch {
      // Signed: the form is done; the page now offers the payment again.
      setFailure('payment');
    }
    return undefined;
  };

  return (
    <Form<SignatureRequest> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <Card title={t('sign.signature_title')} description={t('sign.signature_description')} headingLevel={2}>
            <div className={styles.form}>
              <TextField name="typed_name" label={t('sign.typed_name')} hint={t('sign.typed_name_hint')} autoComplete="name" required />
              <SignatureFromName />
              <CheckboxField name="consent" label={t('sign.consent')} required />
            </div>
          </Card>
          <FormError />
          {failure && (
            <p role="alert" className={[orderStyles.notice, orderStyles.danger].join(' ')}>
              {t(`sign.errors.${failure}`)}
            </p>
          )}
          <div className={orderStyles.actions}>
            <Button type="submit" loading={submitting}>
              {t(investment.status === 'METHOD_PAYMENT' ? 'sign.submit_and_pay' : 'sign.submit')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

function SignStep({ slug, investment }: { slug: string; investment: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const { hide } = useCustomization();
  const signable = !hide.signInvestment && SIGNABLE.includes(investment.status);
  const contract = useContractText(investment.id, signable);
  const next = (
    <ButtonLink as={Link} to={investPaths.step(slug, 'congratulations', investment.id)}>
      {t('success.continue')}
    </ButtonLink>
  );
  if (hide.signInvestment) return <EmptyState title={t('sign.hidden')} action={next} />;
  if (SIGNED.includes(investment.status)) return <EmptyState title={t('sign.already')} action={next} />;
  if (BEFORE_METHOD.includes(investment.status)) {
    return (
      <EmptyState
        title={t('sign.method_first')}
        description={t('sign.method_first_detail')}
        action={
          <ButtonLink as={Link} to={investPaths.step(slug, 'method-payment', investment.id)}>
            {t('sign.to_method')}
          </ButtonLink>
        }
      />
    );
  }
  if (!signable) {
    return (
      <EmptyState
        title={t('sign.payment_under_way')}
        action={
          <ButtonLink as={Link} to={investPaths.step(slug, 'payment-success', investment.id)}>
            {t('sign.payment_status')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <ContractDocument investment={investment} contract={contract} />
      {contract.data?.signed ? <SignedBeforePayment slug={slug} investment={investment} /> : contract.data && <SignatureForm slug={slug} investment={investment} />}
    </>
  );
}

/**
 * /invest/{slug}/sign: the contract the API generated, shown as text, and the simple electronic
 * signature; after the method is chosen and before paying (invest, sign, pay).
 */
export default function SignScreen() {
  const { t } = useTranslation('invest');
  const order = useOrderInvestment();
  return (
    <StepFrame page="sign" status={orderStatus(order)} title={t('sign.title')} description={t('sign.description')}>
      <OrderGate order={order}>{(investment) => <SignStep slug={order.slug} investment={investment} />}</OrderGate>
    </StepFrame>
  );
}
