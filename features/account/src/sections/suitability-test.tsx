import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DECLARATION_WORD,
  declarationSchema,
  formatDate,
  localeOf,
  type DeclarationValues,
  type SUITABILITY_QUESTION_IDS,
  type SuitabilityAnswersRequest,
  type SuitabilityState,
} from 'shared';
import { createValidate, RadioGroupField } from 'shared/forms';
import { Button, Card } from 'shared/ui';
import { DeclarationField } from './declaration-field';
import { SectionForm } from './section-form';
import type { SuitabilityTest } from './suitability-test.api';
import formStyles from './section-form.module.css';
import styles from './suitability-test.module.css';

type QuestionId = (typeof SUITABILITY_QUESTION_IDS)[number];
type Answer = 'true' | 'false';
/** Each question's wording (the API sends only its id). */
const QUESTION_KEYS = {
  q1: 'suitability_test.questions.q1',
  q2: 'suitability_test.questions.q2',
  q3: 'suitability_test.questions.q3',
  q4: 'suitability_test.questions.q4',
  q5: 'suitability_test.questions.q5',
  q6: 'suitability_test.questions.q6',
  q7: 'suitability_test.questions.q7',
} as const satisfies Record<QuestionId, string>;

/** The answers as the radio buttons hold them, one per question in the test's order. */
export type SuitabilityAnswersValues = { answers?: (Answer | undefined)[] };

/** Every question answered: the one message for each that is not. */
function validateAnswers(count: number) {
  return (values: SuitabilityAnswersValues) => {
    const missing = Array.from({ length: count }, (_, index) => (values.answers?.[index] === undefined ? 'validator.error_null' : undefined));
    return missing.some(Boolean) ? { answers: missing } : undefined;
  };
}

const validateDeclaration = createValidate(declarationSchema);

export type SuitabilityTestSectionProps = {
  /** GET /suitability-test: the questions, the pass mark and the retries. */
  test: SuitabilityTest;
  /** The investor's state of the test, as the caller keeps it after each answer. */
  suitability: SuitabilityState;
  /** Sends one attempt (the caller stores the new state); throws on failure, the answers stay. */
  onAnswer: (request: SuitabilityAnswersRequest) => Promise<unknown>;
  /** Sends the typed Declaro after a fail; throws on failure. */
  onDeclare: (values: DeclarationValues) => Promise<unknown>;
  /** The declaration button's words ("Declare and continue" in the invest flow). */
  declareLabel: string;
  /** What was answered before (the onboarding's draft). */
  initialAnswers?: SuitabilityAnswersValues;
  /** Inside the questions' form, before the questions (the onboarding's draft autosave). */
  before?: ReactNode;
  /** Beside the questions' button (the onboarding's draft note). */
  aside?: ReactNode;
  /** Under the result once the test is done (the invest step's Continue). */
  doneAction?: ReactNode;
};

function Questions({ test, onAnswer, initialAnswers, before, aside }: Pick<SuitabilityTestSectionProps, 'test' | 'onAnswer' | 'initialAnswers' | 'before' | 'aside'>) {
  const { t } = useTranslation('account');
  const questionIds: QuestionId[] = test.questions.map((question) => question.id);
  const validate = useMemo(() => validateAnswers(questionIds.length), [questionIds.length]);
  const initial = useMemo(() => initialAnswers ?? {}, [initialAnswers]);
  return (
    <SectionForm<SuitabilityAnswersValues>
      initialValues={initial}
      validate={validate}
      onSubmit={(values) => onAnswer({ answers: (values.answers ?? []).map((value) => value === 'true') })}
      submitLabel={t('suitability_test.submit')}
      before={before}
      aside={aside}
    >
      <p className={formStyles.note}>{t('suitability_test.instructions', { count: questionIds.length, passMark: test.pass_mark })}</p>
      <ol className={styles.questions}>
        {questionIds.map((id, index) => (
          <li key={id}>
            <RadioGroupField
              name={`answers[${index}]`}
              legend={`${index + 1}. ${t(QUESTION_KEYS[id])}`}
              required
              inline
              options={[
                { value: 'true', label: t('suitability_test.true') },
                { value: 'false', label: t('suitability_test.false') },
              ]}
            />
          </li>
        ))}
      </ol>
    </SectionForm>
  );
}

function Declaration({ onDeclare, declareLabel }: Pick<SuitabilityTestSectionProps, 'onDeclare' | 'declareLabel'>) {
  const { t } = useTranslation('account');
  return (
    <SectionForm<DeclarationValues> initialValues={{} as DeclarationValues} validate={validateDeclaration} onSubmit={onDeclare} submitLabel={declareLabel}>
      <DeclarationField text={t('suitability_test.declaration_text')} label={t('suitability_test.declaration_label', { word: DECLARATION_WORD })} />
    </SectionForm>
  );
}

/** When the last attempt was taken and, after a fail, when Declaro was typed. */
function Dates({ suitability }: { suitability: SuitabilityState }) {
  const { t, i18n } = useTranslation('account');
  const locale = localeOf(i18n.language);
  return (
    <>
      {suitability.completed_at && <p className={formStyles.note}>{t('suitability_test.date', { date: formatDate(suitability.completed_at, locale) })}</p>}
      {suitability.declared_at && <p className={formStyles.note}>{t('suitability_test.declared_on', { date: formatDate(suitability.declared_at, locale) })}</p>}
    </>
  );
}

function Outcome({ suitability, onRetry, onDeclare, declareLabel, doneAction }: Pick<SuitabilityTestSectionProps, 'suitability' | 'onDeclare' | 'declareLabel' | 'doneAction'> & { onRetry: () => void }) {
  const { t } = useTranslation('account');
  const score = { score: suitability.score ?? 0, passMark: suitability.pass_mark };
  if (suitability.done) {
    return (
      <Card>
        <div className={styles.outcome}>
          <p role="status">{suitability.result === 'pass' ? t('suitability_test.passed', score) : t('suitability_test.declared')}</p>
          <Dates suitability={suitability} />
          {doneAction && <div>{doneAction}</div>}
        </div>
      </Card>
    );
  }
  return (
    <Card>
      <div className={styles.outcome}>
        <p role="status">{t('suitability_test.failed', score)}</p>
        <Dates suitability={suitability} />
        {suitability.can_retry ? (
          <>
            <p>{t('suitability_test.retry_text')}</p>
            <div>
              <Button onClick={onRetry}>{t('suitability_test.retry')}</Button>
            </div>
            {suitability.declaration_available && <p className={formStyles.note}>{t('suitability_test.or_declare')}</p>}
          </>
        ) : null}
        {suitability.declaration_available && <Declaration onDeclare={onDeclare} declareLabel={declareLabel} />}
      </div>
    </Card>
  );
}

/**
 * The knowledge test (spec section 4): true/false questions; after a fail one retry, or the
 * typed Declaro to go on anyway; once done, the result and its date. The invest flow's step and
 * the account page render it with their own save (and the step with its draft and Continue).
 */
export function SuitabilityTestSection({ test, suitability, onAnswer, onDeclare, declareLabel, initialAnswers, before, aside, doneAction }: SuitabilityTestSectionProps) {
  const { t } = useTranslation('account');
  // The second attempt the investor chose to take after a fail.
  const [retrying, setRetrying] = useState(false);
  const showQuestions = suitability.attempts === 0 || (retrying && suitability.can_retry && suitability.attempts < 1 + test.retries);
  if (showQuestions) {
    return (
      <>
        {retrying && <p className={formStyles.note}>{t('suitability_test.second_attempt')}</p>}
        <Questions test={test} onAnswer={onAnswer} initialAnswers={initialAnswers} before={before} aside={aside} />
      </>
    );
  }
  return <Outcome suitability={suitability} onDeclare={onDeclare} declareLabel={declareLabel} doneAction={doneAction} onRetry={() => setRetrying(true)} />;
}
