import { FORM_ERROR } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-final-form';
import { CircleAlert } from 'lucide-react';
import { formStyles } from 'account';
import { readApiError } from 'host/platform';
import type { FormErrors } from 'shared/forms';

const SAVE_FAILED = 'save_failed';

/**
 * Runs a step's save for final-form: the API's field errors go next to their fields, any other
 * failure says so above the button; either way the values typed stay in the form.
 */
export async function submitStep(save: () => Promise<unknown>): Promise<FormErrors | undefined> {
  try {
    await save();
    return undefined;
  } catch (error) {
    const failure = readApiError(error);
    return failure.fieldErrors ?? { [FORM_ERROR]: SAVE_FAILED };
  }
}

/** The failure of a step's save that belongs to no field. */
export function StepSubmitError() {
  const { t } = useTranslation('invest');
  const { submitError } = useFormState({ subscription: { submitError: true } });
  if (submitError !== SAVE_FAILED) return null;
  return (
    <p className={formStyles.error} role="alert">
      <CircleAlert size={16} aria-hidden="true" />
      {t('flow.save_error')}
    </p>
  );
}
