import { useMemo, useRef, useState } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError, readApiError, useCurrency, useCustomization, usePlatform } from 'host/platform';
import { formatNumber, localeOf, riskWarningThreshold, tokenLimitsOf, type InvestmentAnswer, type IssuanceDetail, type NextStep, type OnboardingState, type OrderRequest } from 'shared';
import { CheckboxField, FormError, TextField } from 'shared/forms';
import { Button, ButtonLink, Card, EmptyState, LoadingState } from 'shared/ui';
import { wordingContext, wordingForTenant } from 'shared/issuances';
import { investPaths } from '../../paths';
import { usePublicIssuance } from '../landing/landing.api';
import { useNextStep } from '../../invest-flow/next-step';
import { useOnboarding } from '../../invest-flow/onboarding.api';
import { useInvestment, usePlaceOrder } from '../order/order.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepSkeleton } from '../../invest-flow/step-states';
import orderStyles from '../order/order.module.css';
import { carriedTokens, createInvestValidate, needsLossBearingAcknowledgement, newIdempotencyKey, readTokens, totalOf, withTokens, type InvestorRisk, type InvestValues } from './invest.schema';
import styles from './invest.module.css';

/** The answers of the order call the form explains in its own words. */
// `not_whitelisted` (403): a private round whose whitelist does not list this investor.
const KNOWN_FAILURES = ['issuance_not_open', 'not_enough_tokens', 'onboarding_incomplete', 'kyc_pending_validation', 'investor_rejected', 'not_whitelisted'] as const;
type Failure = (typeof KNOWN_FAILURES)[number] | 'unexpected';

function failureOf(key: string | null): Failure {
  return (KNOWN_FAILURES as readonly (string | null)[]).includes(key) ? (key as Failure) : 'unexpected';
}

/** The total of the tokens typed, read out as it changes. */
function LiveTotal({ project }: { project: IssuanceDetail }) {
  const { t, i18n } = useTranslation('invest');
  const { format } = useCurrency();
  const { input } = useField<InvestValues['tokens']>('tokens', { subscription: { value: true } });
  const total = totalOf(readTokens(input.value, localeOf(i18n.language)), project.price);
  return (
    <div className={styles.total}>
      <span id="invest-total-label">{t('invest.total_label')}</span>
      <output aria-labelledby="invest-total-label" aria-live="polite" className={styles.totalValue}>
        {total === null ? t('invest.total_pending') : format(total)}
      </output>
    </div>
  );
}

/** The Art. 21(7) warning and its box, shown only while the amount typed needs them. */
function LossBearingWarning({ project, investor, onboarding, slug }: { project: IssuanceDetail; investor: InvestorRisk; onboarding: OnboardingState; slug: string }) {
  const { t, i18n } = useTranslation('invest');
  const { format } = useCurrency();
  const { input } = useField<InvestValues['tokens']>('tokens', { subscription: { value: true } });
  const tokens = readTokens(input.value, localeOf(i18n.language));
  if (!needsLossBearingAcknowledgement(totalOf(tokens, project.price), investor)) return null;
  const lossBearing = onboarding.loss_bearing;
  return (
    <section className={[orderStyles.notice, orderStyles.warning, styles.warning].join(' ')} aria-labelledby="loss-bearing-title">
      <div className={styles.warningText}>
        <h2 id="loss-bearing-title" className={styles.warningTitle}>
          {t('invest.loss_bearing.title')}
        </h2>
        <p>{t('invest.loss_bearing.text', { threshold: format(riskWarningThreshold(investor.netWorth)) })}</p>
        {lossBearing ? (
          <p>{t('invest.loss_bearing.capacity', { capacity: format(lossBearing.capacity) })}</p>
        ) : (
          <p>
            {t('invest.loss_bearing.no_simulation')}{' '}
            <Link to={withTokens(investPaths.step(slug, 'simulation-loss-bearing-capacity'), tokens)}>{t('invest.loss_bearing.simulate')}</Link>
          </p>
        )}
        <CheckboxField name="loss_bearing_acknowledged" label={t('invest.loss_bearing.acknowledge')} required />
      </div>
    </section>
  );
}

type InvestFormProps = {
  slug: string;
  project: IssuanceDetail;
  onboarding: OnboardingState;
  interest: InvestmentAnswer | null;
};

function InvestForm({ slug, project, onboarding, interest }: InvestFormProps) {
  const { t, i18n } = useTranslation('invest');
  const { format } = useCurrency();
  const { extras, texts } = useCustomization();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder(slug);
  // The amount typed before the loss-bearing simulation comes back with its address.
  const carried = carriedTokens(useSearchParams()[0]);
  const [failure, setFailure] = useState<Failure | null>(null);
  // One key per attempt: a double click or a retry of the same values sends the same key, so
  // the API places one order; changing the values makes it a new attempt.
  const attempt = useRef<{ values: string; key: string } | null>(null);

  const limits = useMemo(
    () => tokenLimitsOf({ tokenPrice: project.price, minOffer: project.min_offer, maxOffer: project.max_offer, minimumContribution: project.minimum_contribution }),
    [project],
  );
  const sophisticated = onboarding.sophisticated === true;
  const netWorth = onboarding.loss_bearing?.net_worth ?? null;
  const investor = useMemo<InvestorRisk>(() => ({ sophisticated, netWorth }), [sophisticated, netWorth]);
  const locale = localeOf(i18n.language);
  const validate = useMemo(() => createInvestValidate(limits, investor, locale), [limits, investor, locale]);
  const disclaimer = texts.investCustomDisclaimer;
  const disclaimerText = typeof disclaimer === 'string' ? disclaimer : disclaimer?.[locale];

  const onSubmit = async (values: InvestValues) => {
    setFailure(null);
    const body: OrderRequest = {
      tokens: readTokens(values.tokens, locale),
      risk_loss_acknowledged: values.risk_loss_acknowledged,
      risk_liquidity_acknowledged: values.risk_liquidity_acknowledged,
      ...(values.loss_bearing_acknowledged ? { loss_bearing_acknowledged: true } : {}),
      ...(extras.payWithBalance ? { use_balance: values.use_balance === true } : {}),
      ...(interest ? { interest_id: interest.id } : {}),
    };
    const signature = JSON.stringify(body);
    if (attempt.current?.values !== signature) attempt.current = { values: signature, key: newIdempotencyKey() };
    try {
      const investment = await placeOrder.mutateAsync({ body, idempotencyKey: attempt.current.key });
      await navigate(investPaths.step(slug, 'contribution-breakdown', investment.id));
      return undefined;
    } catch (error) {
      const answer = readApiError(error);
      if (answer.fieldErrors) return answer.fieldErrors;
      setFailure(failureOf(answer.key));
      return undefined;
    }
  };

  return (
    <Form<InvestValues> onSubmit={onSubmit} validate={validate} initialValues={interest ? { tokens: String(interest.tokens) } : carried ? { tokens: carried } : undefined}>
      {({ handleSubmit, submitting }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          {interest && <p className={orderStyles.notice}>{t('invest.interest_note', { tokens: formatNumber(interest.tokens, locale) })}</p>}
          <Card title={t('invest.amount_title')} headingLevel={2}>
            <div className={styles.fields}>
              <TextField
                name="tokens"
                type="number"
                inputMode="numeric"
                label={t('invest.tokens_label', { symbol: project.token_symbol })}
                hint={t('invest.tokens_hint', {
                  count: limits.minTokens,
                  min: formatNumber(limits.minTokens, locale),
                  max: formatNumber(limits.maxTokens, locale),
                  price: format(project.price),
                })}
                required
              />
              {limits.minTicket && <p className={styles.hint}>{t('invest.min_ticket', { amount: format(limits.minTicket) })}</p>}
              <LiveTotal project={project} />
            </div>
          </Card>
          <LossBearingWarning project={project} investor={investor} onboarding={onboarding} slug={slug} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('invest.risks_legend')}</legend>
            <CheckboxField name="risk_loss_acknowledged" label={t('invest.risk_loss')} required />
            <CheckboxField name="risk_liquidity_acknowledged" label={t('invest.risk_liquidity')} required />
          </fieldset>
          {extras.payWithBalance && (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('invest.balance_legend')}</legend>
              <CheckboxField name="use_balance" label={t('invest.use_balance')} />
            </fieldset>
          )}
          {disclaimerText && <p className={styles.hint}>{disclaimerText}</p>}
          <FormError />
          {failure && (
            <p role="alert" className={[orderStyles.notice, orderStyles.danger].join(' ')}>
              {t(`invest.errors.${failure}`)}
            </p>
          )}
          <div className={orderStyles.actions}>
            <Button type="submit" loading={submitting}>
              {t('invest.submit')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** An order already under way here: the investor continues it rather than placing another. */
function OrderInProgress({ slug, next }: { slug: string; next: Extract<NextStep, { kind: 'invest' }> }) {
  const { t } = useTranslation('invest');
  return (
    <EmptyState
      title={t('invest.in_progress.title')}
      description={t('invest.in_progress.description')}
      action={
        <ButtonLink as={Link} to={investPaths.step(slug, next.route, next.investment?.id)}>
          {t('invest.in_progress.action')}
        </ButtonLink>
      }
    />
  );
}

/** /invest/{slug}/invest: how many tokens, the risk acknowledgements, and the order. */
export default function InvestScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const { api } = usePlatform();
  const context = wordingContext(wordingForTenant(api.known ? api.tenant : null));
  const issuance = usePublicIssuance(slug);
  const onboarding = useOnboarding();
  const next = useNextStep(slug);
  const open = next.data?.kind === 'invest' ? next.data.investment : null;
  const interestId = open?.status === 'RESERVED' ? open.id : null;
  const interest = useInvestment(interestId);

  const queries = [issuance, onboarding, next, ...(interestId ? [interest] : [])];
  const failed = queries.find((query) => query.isError);

  let body;
  if (failed) {
    body = (
      <EmptyState
        title={isApiError(issuance.error, { status: 404 }) ? t('invest.not_found') : t('order.error')}
        action={
          <Button variant="secondary" onClick={() => queries.forEach((query) => void query.refetch())}>
            {t('order.retry')}
          </Button>
        }
      />
    );
  } else if (!issuance.data || !onboarding.data || !next.data || (interestId !== null && !interest.data)) {
    body = <LoadingState label={t('order.loading')}><StepSkeleton /></LoadingState>;
  } else if (next.data.kind === 'invest' && open && open.status !== 'RESERVED') {
    body = <OrderInProgress slug={slug} next={next.data} />;
  } else {
    body = <InvestForm slug={slug} project={issuance.data} onboarding={onboarding.data} interest={interestId ? (interest.data ?? null) : null} />;
  }

  return (
    <StepFrame page="invest" title={t('invest.title', { context })} description={issuance.data?.title}>
      {body}
    </StepFrame>
  );
}
