import { FORM_ERROR } from 'final-form';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { readApiError } from 'host/platform';
import { ACCOUNT_ERROR_KEYS } from 'shared';
import type { FormErrors } from 'shared/forms';
import { Button } from 'shared/ui';
import '../messages';
import styles from './section-form.module.css';

const SAVE_FAILED = 'save_failed';

/** Refusals a section can put right on the page, each said in words instead of "not saved". */
const SECTION_REFUSALS = {
  [ACCOUNT_ERROR_KEYS.notLegalPerson]: 'form.not_legal_person',
  [ACCOUNT_ERROR_KEYS.companyRequired]: 'form.company_required',
} as const;
type SectionRefusal = (typeof SECTION_REFUSALS)[keyof typeof SECTION_REFUSALS];
const SUBMIT_ERRORS: readonly string[] = [SAVE_FAILED, ...Object.values(SECTION_REFUSALS)];

function refusalOf(key: string | null): SectionRefusal | undefined {
  return key !== null && key in SECTION_REFUSALS ? SECTION_REFUSALS[key as keyof typeof SECTION_REFUSALS] : undefined;
}

/** What a section hands its caller: the values as the form holds them (radio buttons hold text). */
export type SectionValues = Record<string, unknown>;

/**
 * What every section takes: its initial values and the save. The save throws on failure: the
 * API's field errors go next to their fields, any other failure says so above the button, and
 * either way what was typed stays in the form.
 */
export type SectionProps<TValues extends SectionValues> = {
  initialValues: TValues;
  onSubmit: (values: TValues) => Promise<unknown>;
  /** The button's words ("Save", "Save and continue"). */
  submitLabel: string;
  /** Inside the form, before the fields (the onboarding's draft autosave). */
  before?: ReactNode;
  /** Beside the button (a note, a link back). */
  aside?: ReactNode;
  /** Labels the form for assistive technology (the account page's section title). */
  'aria-labelledby'?: string;
  /** Empty the form once saved (a password is not left on screen). */
  clearOnSave?: boolean;
};

/** A save's failure the caller read itself (an error key the API answers outside its 400), put on fields. */
export class FieldErrorsFailure extends Error {
  constructor(readonly fieldErrors: FormErrors) {
    super('field errors');
  }
}

async function submitSection(save: () => Promise<unknown>): Promise<FormErrors | undefined> {
  try {
    await save();
    return undefined;
  } catch (error) {
    if (error instanceof FieldErrorsFailure) return error.fieldErrors;
    const { fieldErrors, key } = readApiError(error);
    return fieldErrors ?? { [FORM_ERROR]: refusalOf(key) ?? SAVE_FAILED };
  }
}

/** The failure of a save that belongs to no field. */
function SectionSubmitError() {
  const { t } = useTranslation('account');
  const { submitError } = useFormState({ subscription: { submitError: true } });
  if (typeof submitError !== 'string' || !SUBMIT_ERRORS.includes(submitError)) return null;
  return (
    <p className={styles.error} role="alert">
      <CircleAlert size={16} aria-hidden="true" />
      {t(submitError === SAVE_FAILED ? 'form.save_error' : (submitError as SectionRefusal))}
    </p>
  );
}

/** One section's form: validated by its schema, saved by the caller, the button at the end. */
export function SectionForm<TValues extends SectionValues>({
  validate,
  initialValues,
  onSubmit,
  submitLabel,
  before,
  aside,
  children,
  clearOnSave = false,
  'aria-labelledby': labelledBy,
}: SectionProps<TValues> & { validate: (values: TValues) => FormErrors | undefined; children: ReactNode }) {
  return (
    <Form<TValues>
      onSubmit={async (values, form) => {
        const errors = await submitSection(() => onSubmit(values));
        // After final-form has taken the result of this submit, not during it.
        if (!errors && clearOnSave) setTimeout(() => form.restart());
        return errors;
      }}
      validate={validate}
      initialValues={initialValues}
    >
      {({ handleSubmit, submitting }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-labelledby={labelledBy}>
          {before}
          {children}
          <SectionSubmitError />
          <div className={styles.actions}>
            {aside ?? <span />}
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** Saved values as a form's initial values: final-form leaves a missing field empty, not null. */
export function formValuesOf<T extends Record<string, unknown>>(saved: T | null | undefined): Partial<{ [K in keyof T]: Exclude<T[K], null> }> {
  if (!saved) return {};
  return Object.fromEntries(Object.entries(saved).filter(([, value]) => value !== null)) as Partial<{ [K in keyof T]: Exclude<T[K], null> }>;
}
