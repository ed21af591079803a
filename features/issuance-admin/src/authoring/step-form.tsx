import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import * as v from 'valibot';
import { STEP_SCHEMAS, type AuthoringStep, type IssuanceDraft } from 'shared';
import { Button } from 'shared/ui';
import { createValidate, type FormErrors } from 'shared/forms';
import { readApiError } from 'host/platform';
import type { IssuanceArea } from '../area';
import { useSaveStep } from './authoring.api';
import { STEP_LABELS, STEP_REFUSALS, type StepRefusal } from './labels';
import styles from './authoring.module.css';

export type StepProps = {
  area: IssuanceArea;
  draft: IssuanceDraft | undefined;
  onSaved: (draft: IssuanceDraft, step: AuthoringStep) => void;
};

export type FormValues = Record<string, string | undefined>;

/** The refusals a step's form says in its own words; anything else is "could not be saved". */
function refusalOf(key: string | null, fieldErrors: FormErrors | undefined): StepRefusal {
  // A 400 on a field this step does not show (the documents step has none): the pitch deck is missing.
  if (fieldErrors && 'documents' in fieldErrors) return 'document_required';
  return key !== null && key in STEP_REFUSALS ? (key as StepRefusal) : 'failed';
}

/** The stored values of a step's fields as the form's texts: nothing stored is an empty field. */
function formValuesOf(draft: IssuanceDraft | undefined, fields: readonly string[]): FormValues {
  const values: Record<string, unknown> = draft?.values ?? {};
  return Object.fromEntries(fields.map((field) => [field, values[field] === null || values[field] === undefined ? undefined : String(values[field])]));
}

/**
 * One step's form: validated on the client with the step's contract schema, saved as the draft;
 * the API's field errors land under their fields and every typed value stays.
 */
export function StepForm({ area, step, draft, onSaved, fields, children }: StepProps & { step: AuthoringStep; fields: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation('issuance-admin');
  const save = useSaveStep(area.ns, draft?.id);
  const schema = STEP_SCHEMAS[step];
  const validate = useMemo(() => createValidate(schema), [schema]);
  // Read once: a refetch of the draft must not reset what the person is typing.
  const [initialValues] = useState(() => formValuesOf(draft, fields));
  const last = step === 'token';

  async function submit(values: FormValues): Promise<FormErrors | undefined> {
    try {
      onSaved(await save.mutateAsync({ step, body: v.parse(schema, values) }), step);
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      const refusal = refusalOf(failure.key, failure.fieldErrors);
      if (failure.fieldErrors && refusal !== 'document_required') return failure.fieldErrors;
      return { [FORM_ERROR]: refusal };
    }
  }

  return (
    <Form<FormValues> onSubmit={submit} validate={validate} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting, submitError }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-labelledby={`step-${step}-title`}>
          <h2 id={`step-${step}-title`}>{t(STEP_LABELS[step])}</h2>
          {children}
          {typeof submitError === 'string' && (
            <p role="alert" className={styles.error}>
              {t(STEP_REFUSALS[submitError as StepRefusal])}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={submitting}>
              {last ? t('authoring.save_and_preview') : draft ? t('authoring.save_and_continue') : t('authoring.create')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
