import { FORM_ERROR } from 'final-form';
import { useMemo, useState } from 'react';
import { Form, FormSpy, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { formStyles as form } from 'account';
import { DECLARE_INTEREST_AMOUNT_PARAM, isApiError, readApiError, useCurrency, useCustomization, useNotify, usePlatform, useSession } from 'host/platform';
import { businessDay, createInterestDeclarationSchema, formatDate, formatNumber, localeOf, toCents, type IssuanceDetail, type InvestmentAnswer, type Money } from 'shared';
import { createValidate, TextField, type FormErrors } from 'shared/forms';
import { Button, Card, ConfirmDialog, EmptyState, QueryState } from 'shared/ui';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { StepSkeleton } from '../../invest-flow/step-states';
import { hostPaths, investPaths } from '../../paths';
import { usePublicIssuance } from '../landing/landing.api';
import { useCancelInterest, useDeclareInterest, useOpenInterest } from './declare-interest.api';
import styles from './declare-interest.module.css';

type Values = { amount?: string };

/** Whole tokens the amount buys, or null while it is not a valid amount for this project. */
function tokensOf(schema: ReturnType<typeof createInterestDeclarationSchema>, values: Values, price: Money): bigint | null {
  const parsed = v.safeParse(schema, values);
  return parsed.success ? toCents(parsed.output.amount) / toCents(price) : null;
}

function NotOpen() {
  const { t } = useTranslation('invest');
  return <p role="alert" className={styles.error}>{t('declare_interest.not_open')}</p>;
}

function SubmitError() {
  const { t } = useTranslation('invest');
  const { submitError } = useFormState({ subscription: { submitError: true } });
  if (submitError === 'issuance_not_open') return <NotOpen />;
  if (submitError === 'not_whitelisted') return <p role="alert" className={styles.error}>{t('declare_interest.not_whitelisted')}</p>;
  if (submitError) return <p role="alert" className={styles.error}>{t('flow.save_error')}</p>;
  return null;
}

/** A visitor has typed an amount: sign in or create an account, then come back here to confirm it. */
function AskToSignIn({ slug, amount, onChange }: { slug: string; amount: Money; onChange: () => void }) {
  const { t } = useTranslation('invest');
  const platform = usePlatform();
  const { format } = useCurrency();
  const remember = () => platform.session.setRedirect(investPaths.declareInterestWithAmount(slug, amount));
  return (
    <Card title={t('declare_interest.account_title')}>
      <div className={styles.panel} role="status">
        <p>{t('declare_interest.account_text', { amount: format(amount) })}</p>
        <div className={styles.buttons}>
          <Link className={styles.primary} to={investPaths.register(slug)} onClick={remember}>
            {t('declare_interest.register')}
          </Link>
          <Link className={styles.secondary} to={hostPaths.login} onClick={remember}>
            {t('declare_interest.login')}
          </Link>
          <Button variant="ghost" onClick={onChange}>
            {t('declare_interest.change')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function Declared({ slug, interest }: { slug: string; interest: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const { format } = useCurrency();
  const goToNextStep = useGoToNextStep(slug);
  const [going, setGoing] = useState(false);
  return (
    <Card title={t('declare_interest.done_title')}>
      <div className={styles.panel} role="status">
        <p>{t('declare_interest.done_text', { amount: format(interest.amount), count: interest.tokens, symbol: interest.token_symbol })}</p>
        <p className={form.note}>{t('declare_interest.done_next')}</p>
        <div>
          <Button
            loading={going}
            onClick={() => {
              setGoing(true);
              void goToNextStep().finally(() => setGoing(false));
            }}
          >
            {t('declare_interest.continue')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** The interest already declared in this project: turn it into an order, or cancel it for good. */
function OpenInterest({ slug, interest }: { slug: string; interest: InvestmentAnswer }) {
  const { t, i18n } = useTranslation('invest');
  const { format } = useCurrency();
  const { time_zone: timeZone } = useCustomization();
  const notify = useNotify();
  const cancel = useCancelInterest();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<'not_cancellable' | 'unexpected' | null>(null);
  const locale = localeOf(i18n.language);
  const declaredAt = interest.status_dates.RESERVED ?? interest.created_at;

  const close = () => {
    setAsking(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync(interest.id);
      notify.success('invest:declare_interest.open.cancelled');
      setAsking(false);
    } catch (error) {
      setFailure(readApiError(error).key === 'investment_not_cancellable' ? 'not_cancellable' : 'unexpected');
    }
  };

  return (
    <Card title={t('declare_interest.open.title')}>
      <div className={styles.panel}>
        <p>
          {t('declare_interest.open.text', {
            amount: format(interest.amount),
            tokens: formatNumber(interest.tokens, locale),
            symbol: interest.token_symbol,
          })}
        </p>
        {declaredAt && <p className={form.note}>{t('declare_interest.open.date', { day: formatDate(businessDay(new Date(declaredAt), timeZone), locale, 'long') })}</p>}
        <div className={styles.buttons}>
          <Link className={styles.primary} to={investPaths.step(slug, 'invest')}>
            {t('declare_interest.open.invest')}
          </Link>
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('declare_interest.open.cancel')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('declare_interest.open.cancel_title')}
        description={t('declare_interest.open.cancel_description', { amount: format(interest.amount) })}
        consequence={t('declare_interest.open.cancel_consequence')}
        confirmLabel={t('declare_interest.open.cancel_confirm')}
        cancelLabel={t('declare_interest.open.cancel_keep')}
        error={failure && t(`declare_interest.open.errors.${failure}`)}
        onConfirm={confirm}
        onCancel={close}
      />
    </Card>
  );
}

/**
 * A signed-in investor with an interest in this project sees it first; anyone else, the form.
 * The interest just declared here stays on its confirmation, although the refetched list now
 * names it as the open one.
 */
function DeclareInterest({ project }: { project: IssuanceDetail }) {
  const { t } = useTranslation('invest');
  const session = useSession();
  const signedIn = session.user !== null && !session.expired;
  const open = useOpenInterest(project.slug, signedIn);
  const [declared, setDeclared] = useState<InvestmentAnswer | null>(null);
  if (declared) return <Declared slug={project.slug} interest={declared} />;
  if (!signedIn) return <DeclareInterestForm project={project} signedIn={false} onDeclared={setDeclared} />;
  return (
    <QueryState query={open} errorTitle={t('flow.load_error')} loading={<StepSkeleton />} loadingLabel={t('flow.loading')}>
      {(interest) => (interest ? <OpenInterest slug={project.slug} interest={interest} /> : <DeclareInterestForm project={project} signedIn onDeclared={setDeclared} />)}
    </QueryState>
  );
}

function DeclareInterestForm({ project, signedIn, onDeclared }: { project: IssuanceDetail; signedIn: boolean; onDeclared: (interest: InvestmentAnswer) => void }) {
  const { t, i18n } = useTranslation('invest');
  const { format } = useCurrency();
  const { texts } = useCustomization();
  const [params] = useSearchParams();
  const [pending, setPending] = useState<Money | null>(null);
  const declare = useDeclareInterest(project.slug);
  const schema = useMemo(() => createInterestDeclarationSchema({ tokenPrice: project.price, min: project.min_offer, max: project.max_offer }), [project]);
  const validate = useMemo(() => createValidate(schema), [schema]);
  const initial = useMemo<Values>(() => ({ amount: params.get(DECLARE_INTEREST_AMOUNT_PARAM) ?? undefined }), [params]);

  if (pending) return <AskToSignIn slug={project.slug} amount={pending} onChange={() => setPending(null)} />;

  const onSubmit = async (values: Values): Promise<FormErrors | undefined> => {
    const { amount } = v.parse(schema, values);
    if (!signedIn) {
      setPending(amount);
      return undefined;
    }
    try {
      onDeclared(await declare.mutateAsync({ amount }));
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      if (failure.fieldErrors) return failure.fieldErrors;
      // A private round (403 not_whitelisted) is said apart: trying again cannot help.
      const known = ['issuance_not_open', 'not_whitelisted'].find((key) => isApiError(error, { key }));
      return { [FORM_ERROR]: known ?? 'failed' };
    }
  };

  const description = texts.declareInterestDescription?.[localeOf(i18n.language)];
  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initial}>
      {({ handleSubmit, submitting }) => (
        <form className={form.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          {description && <p className={form.note}>{description}</p>}
          <dl className={styles.limits}>
            <div>
              <dt>{t('declare_interest.price')}</dt>
              <dd>{format(project.price)}</dd>
            </div>
            <div>
              <dt>{t('declare_interest.min')}</dt>
              <dd>{format(project.min_offer)}</dd>
            </div>
            <div>
              <dt>{t('declare_interest.max')}</dt>
              <dd>{format(project.max_offer)}</dd>
            </div>
          </dl>
          <TextField
            name="amount"
            type="number"
            inputMode="decimal"
            label={t('declare_interest.amount')}
            hint={t('declare_interest.amount_hint', { price: format(project.price), min: format(project.min_offer), max: format(project.max_offer) })}
            required
          />
          <FormSpy<Values> subscription={{ values: true }}>
            {({ values }) => {
              const tokens = tokensOf(schema, values, project.price);
              return (
                <p className={styles.tokens} aria-live="polite">
                  {tokens === null ? '' : t('declare_interest.tokens', { count: Number(tokens), symbol: project.token_symbol })}
                </p>
              );
            }}
          </FormSpy>
          <p className={form.note}>{t('declare_interest.no_payment')}</p>
          <SubmitError />
          <div className={form.actions}>
            <span />
            <Button type="submit" loading={submitting}>
              {signedIn ? t('declare_interest.confirm') : t('declare_interest.submit')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** /invest/{slug}/declare-interest: an amount this project's token price divides, within its offer; public. */
export default function DeclareInterestScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const issuance = usePublicIssuance(slug);
  return (
    <QueryState
      query={issuance}
      errorTitle={t('flow.load_error')}
      notFound={<EmptyState title={t('declare_interest.not_found')} />}
      loading={<StepSkeleton />}
      loadingLabel={t('flow.loading')}
    >
      {(project) => <DeclareInterestPage project={project} />}
    </QueryState>
  );
}

function DeclareInterestPage({ project }: { project: IssuanceDetail }) {
  const { t } = useTranslation('invest');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('declare_interest.title', { project: project.title })}</h1>
        <p className={form.note}>{t('declare_interest.description')}</p>
      </header>
      {project.status === 'CLOSED' ? <NotOpen /> : <DeclareInterest project={project} />}
      <Link className={styles.back} to={investPaths.landing.href(project.slug)}>
        {t('declare_interest.back', { project: project.title })}
      </Link>
    </div>
  );
}
