import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formStyles as form } from 'account';
import {
  DECLARATION_WORD,
  declarationSchema,
  type SUITABILITY_QUESTION_IDS,
  type DeclarationValues,
  type OnboardingState,
  type SuitabilityState,
} from 'shared';
import { createValidate, RadioGroupField, TextField } from 'shared/forms';
import { Button, Card } from 'shared/ui';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepLoadError, StepLoading } from '../../invest-flow/step-states';
import { StepSubmitError, submitStep } from '../../invest-flow/step-submit';
import { useAnswerSuitabilityTest, useDeclareSuitability, useSuitabilityTest } from './initial-test.api';
import styles from './initial-test.module.css';

type QuestionId = (typeof SUITABILITY_QUESTION_IDS)[number];
type Answer = 'true' | 'false';
type AnswersValues = { answers?: (Answer | undefined)[] };

/** Every question answered: the one message for each that is not. */
function validateAnswers(count: number) {
  return (values: AnswersValues) => {
    const missing = Array.from({ length: count }, (_, index) => (values.answers?.[index] === undefined ? 'validator.error_null' : undefined));
    return missing.some(Boolean) ? { answers: missing } : {};
  };
}

const validateDeclaration = createValidate(declarationSchema);

function Questions({ slug, state, passMark, questionIds }: { slug: string; state: OnboardingState; passMark: number; questionIds: readonly QuestionId[] }) {
  const { t } = useTranslation('invest');
  const answer = useAnswerSuitabilityTest();
  const initial = useMemo<AnswersValues>(() => (state.drafts['initial-test'] as AnswersValues | undefined) ?? {}, [state]);
  const validate = useMemo(() => validateAnswers(questionIds.length), [questionIds.length]);
  const goToNextStep = useGoToNextStep(slug);

  const onSubmit = (values: AnswersValues) =>
    submitStep(async () => {
      const result = await answer.mutateAsync({ answers: (values.answers ?? []).map((value) => value === 'true') });
      if (result.done) await goToNextStep();
    });

  return (
    <Form<AnswersValues> onSubmit={onSubmit} validate={validate} initialValues={initial}>
      {({ handleSubmit, submitting }) => (
        <form className={form.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <DraftAutosave step="initial-test" />
          <p className={form.note}>{t('initial_test.instructions', { count: questionIds.length, passMark })}</p>
          <ol className={styles.questions}>
            {questionIds.map((id, index) => (
              <li key={id}>
                <RadioGroupField
                  name={`answers[${index}]`}
                  legend={`${index + 1}. ${t(`initial_test.questions.${id}`)}`}
                  required
                  inline
                  options={[
                    { value: 'true', label: t('initial_test.true') },
                    { value: 'false', label: t('initial_test.false') },
                  ]}
                />
              </li>
            ))}
          </ol>
          <StepSubmitError />
          <div className={form.actions}>
            <p className={form.note}>{t('flow.draft_note')}</p>
            <Button type="submit" loading={submitting}>
              {t('initial_test.submit')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

function Declaration({ slug }: { slug: string }) {
  const { t } = useTranslation('invest');
  const declare = useDeclareSuitability();
  const goToNextStep = useGoToNextStep(slug);
  const onSubmit = (values: DeclarationValues) =>
    submitStep(async () => {
      await declare.mutateAsync(values);
      await goToNextStep();
    });
  return (
    <Form<DeclarationValues> onSubmit={onSubmit} validate={validateDeclaration}>
      {({ handleSubmit, submitting }) => (
        <form className={form.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <p className={form.note}>{t('initial_test.declaration_text')}</p>
          <TextField
            name="declaration"
            label={t('initial_test.declaration_label', { word: DECLARATION_WORD })}
            hint={t('type_of_investor.declaration_hint', { word: DECLARATION_WORD })}
            autoComplete="off"
            required
          />
          <StepSubmitError />
          <div className={form.actions}>
            <span />
            <Button type="submit" loading={submitting}>
              {t('initial_test.declare')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

function Outcome({ suitability, onRetry, slug }: { suitability: SuitabilityState; onRetry: () => void; slug: string }) {
  const { t } = useTranslation('invest');
  const goToNextStep = useGoToNextStep(slug);
  const [going, setGoing] = useState(false);
  const score = { score: suitability.score ?? 0, passMark: suitability.pass_mark };
  if (suitability.done) {
    return (
      <Card>
        <div className={styles.outcome} role="status">
          <p>{suitability.result === 'pass' ? t('initial_test.passed', score) : t('initial_test.declared')}</p>
          <div>
            <Button
              loading={going}
              onClick={() => {
                setGoing(true);
                void goToNextStep().finally(() => setGoing(false));
              }}
            >
              {t('initial_test.continue')}
            </Button>
          </div>
        </div>
      </Card>
    );
  }
  return (
    <Card>
      <div className={styles.outcome}>
        <p role="status">{t('initial_test.failed', score)}</p>
        {suitability.can_retry ? (
          <>
            <p>{t('initial_test.retry_text')}</p>
            <div>
              <Button onClick={onRetry}>{t('initial_test.retry')}</Button>
            </div>
            <p className={form.note}>{t('initial_test.or_declare')}</p>
          </>
        ) : null}
        {suitability.declaration_available && <Declaration slug={slug} />}
      </div>
    </Card>
  );
}

function InitialTest({ slug, state }: { slug: string; state: OnboardingState }) {
  const { t } = useTranslation('invest');
  const test = useSuitabilityTest();
  // The second attempt the investor chose to take after a fail.
  const [retrying, setRetrying] = useState(false);
  if (test.isPending) return <StepLoading />;
  if (test.isError) return <StepLoadError onRetry={() => void test.refetch()} />;
  const { suitability } = state;
  const ids = test.data.questions.map((question) => question.id);
  const showQuestions = suitability.attempts === 0 || (retrying && suitability.can_retry && suitability.attempts < 1 + test.data.retries);
  if (showQuestions) {
    return (
      <>
        {retrying && <p className={form.note}>{t('initial_test.second_attempt')}</p>}
        <Questions slug={slug} state={state} passMark={test.data.pass_mark} questionIds={ids} />
      </>
    );
  }
  return <Outcome suitability={suitability} slug={slug} onRetry={() => setRetrying(true)} />;
}

/** /invest/{slug}/initial-test: the entry knowledge test, seven true/false questions; one retry, or Declaro. */
export default function InitialTestScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const onboarding = useOnboarding();
  return (
    <StepFrame step="SUITABILITY_TEST" title={t('initial_test.title')} description={t('initial_test.description')}>
      {onboarding.isPending ? (
        <StepLoading />
      ) : onboarding.isError ? (
        <StepLoadError onRetry={() => void onboarding.refetch()} />
      ) : (
        <InitialTest slug={slug} state={onboarding.data} />
      )}
    </StepFrame>
  );
}
