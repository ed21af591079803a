import { useEffect, useState } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Download } from 'lucide-react';
import { readApiError, useCustomization } from 'host/platform';
import { signatureRequestSchema, type InvestmentAnswer, type SignatureRequest } from 'shared';
import { CheckboxField, createValidate, FormError, TextField } from 'shared/forms';
import { Button, Card, EmptyState, Skeleton } from 'shared/ui';
import { investPaths } from '../../paths';
import { useContract, useSignContract } from '../order/order.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { OrderGate } from '../order/order-gate';
import { orderStatus, useOrderInvestment } from '../order/use-order-investment';
import orderStyles from '../order/order.module.css';
import { SignaturePad } from './signature-pad';
import styles from './sign.module.css';

const validate = createValidate(signatureRequestSchema);

/** Statuses that can be signed: paid, or sent to the provider and not signed yet. */
const SIGNABLE = ['CHARGED', 'SIGNED_PENDING'];
const SIGNED = ['SIGNED', 'CLOSED', 'MINTED'];

/** An object URL for the PDF while the page shows it, released when it goes. */
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

/** The contract in the page, with a download link for a browser that cannot show PDFs. */
function ContractDocument({ investment }: { investment: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const contract = useContract(investment.id);
  const url = useObjectUrl(contract.data);
  const fileName = t('sign.file_name', { project: investment.project_slug });
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
  } else if (!url) {
    body = (
      <div role="status" aria-label={t('sign.contract_loading')}>
        <Skeleton shape="rect" height={480} />
      </div>
    );
  } else {
    body = (
      <>
        <object data={url} type="application/pdf" className={styles.document} aria-label={t('sign.contract_title')}>
          <p className={styles.fallback}>
            {t('sign.no_preview')}{' '}
            <a href={url} download={fileName}>
              {t('sign.download')}
            </a>
          </p>
        </object>
        <div className={styles.documentActions}>
          <a className={orderStyles.secondaryLink} href={url} download={fileName}>
            <Download size={16} aria-hidden="true" />
            {t('sign.download')}
          </a>
        </div>
      </>
    );
  }
  return (
    <Card title={t('sign.contract_title')} description={t('sign.contract_description')} headingLevel={2}>
      {body}
    </Card>
  );
}

/** The pad needs the name typed above it to write the signature from it. */
function SignatureFromName() {
  const { input } = useField<string>('typed_name', { subscription: { value: true } });
  return <SignaturePad typedName={input.value ?? ''} />;
}

type Failure = 'not_required' | 'not_allowed' | 'unexpected';

function SignatureForm({ slug, investment }: { slug: string; investment: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const navigate = useNavigate();
  const sign = useSignContract(slug, investment.id);
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = async (values: SignatureRequest) => {
    setFailure(null);
    try {
      await sign.mutateAsync({ typed_name: values.typed_name, drawn_signature: values.drawn_signature, consent: values.consent });
      await navigate(investPaths.step(slug, 'congratulations', investment.id));
      return undefined;
    } catch (error) {
      const answer = readApiError(error);
      if (answer.fieldErrors) return answer.fieldErrors;
      setFailure(answer.key === 'signature_not_required' ? 'not_required' : answer.key === 'investment_transition_not_allowed' ? 'not_allowed' : 'unexpected');
      return undefined;
    }
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
              {t('sign.submit')}
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
  const next = (
    <Link className={orderStyles.primaryLink} to={investPaths.step(slug, 'congratulations', investment.id)}>
      {t('success.continue')}
    </Link>
  );
  if (hide.signInvestment) return <EmptyState title={t('sign.hidden')} action={next} />;
  if (SIGNED.includes(investment.status)) return <EmptyState title={t('sign.already')} action={next} />;
  if (!SIGNABLE.includes(investment.status)) {
    return (
      <EmptyState
        title={t('sign.not_paid')}
        action={
          <Link className={orderStyles.primaryLink} to={investPaths.step(slug, 'payment-success', investment.id)}>
            {t('sign.payment_status')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ContractDocument investment={investment} />
      <SignatureForm slug={slug} investment={investment} />
    </>
  );
}

/** /invest/{slug}/sign: the contract the API generated, and the simple electronic signature. */
export default function SignScreen() {
  const { t } = useTranslation('invest');
  const order = useOrderInvestment();
  return (
    <StepFrame page="sign" status={orderStatus(order)} title={t('sign.title')} description={t('sign.description')}>
      <OrderGate order={order}>{(investment) => <SignStep slug={order.slug} investment={investment} />}</OrderGate>
    </StepFrame>
  );
}
